import { Share2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ShareDialog } from '../../components/share-dialog';
import { colorPagePath } from '../../lib/coloring-path';
import type { ColoredRecord } from './family-coloreds-api';

type Props = {
  colored: ColoredRecord;
  /** Who coloured it: their avatar and name. */
  painter: { avatar: ReactNode; name: string };
};

/** One colouring of the family: the picture, the page's title and who coloured it. */
export function FamilyColoringCard({ colored, painter }: Props) {
  const { formatMessage } = useIntl();
  const title = colored.page.title || colored.page.prompt || formatMessage({ id: 'pages.untitled' });
  const [sharing, setSharing] = useState(false);
  const childs = colored.profileId !== null && colored.profileId !== undefined;
  return (
    <article
      data-testid="family-coloring-card"
      data-page-id={colored.page.id}
      className="group relative flex w-full animate-fade-in flex-col overflow-hidden rounded-card bg-surface shadow-soft ring-1 ring-ink-200/60 transition duration-200 hover:-translate-y-0.5 hover:shadow-pop has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500"
    >
      <div className="relative aspect-square overflow-hidden bg-white">
        <img
          src={colored.preview}
          alt=""
          loading="lazy"
          decoding="async"
          width={512}
          height={512}
          className="h-full w-full object-contain transition duration-300 group-hover:scale-[1.03]"
        />
        {childs && (
          // Above the card's stretched link: sharing a child's picture is the grown-up's choice.
          <button
            type="button"
            onClick={() => setSharing(true)}
            aria-label={formatMessage({ id: 'pages.family.share' }, { name: painter.name })}
            title={formatMessage({ id: 'pages.family.share' }, { name: painter.name })}
            data-testid="family-share"
            className="absolute top-2 right-2 z-10 grid size-10 place-items-center rounded-full bg-white/90 text-ink-700 shadow-soft hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Share2 className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-1 text-sm font-extrabold sm:text-base" title={title}>
          {/* The link's ::after stretches over the card, so the whole card opens the page. */}
          <Link
            to={colorPagePath(colored.page.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
        <p className="mt-auto flex items-center gap-2">
          {painter.avatar}
          <span className="sr-only">
            <FormattedMessage id="pages.family.colouredBy" />{' '}
          </span>
          <span
            className="min-w-0 flex-1 truncate text-xs font-semibold text-ink-600 sm:text-sm"
            data-testid="coloring-painter"
          >
            {painter.name}
          </span>
        </p>
      </div>
      {sharing && (
        <ShareDialog
          title={title}
          preview={colored.preview}
          painterName={painter.name}
          childName={painter.name}
          resolveColoringId={async () => colored.id}
          onClose={() => setSharing(false)}
        />
      )}
    </article>
  );
}
