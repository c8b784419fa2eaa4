import type { JobNotice, Page } from '@colorbook/contract';
import { Images, Palette, PartyPopper, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { colorPagePath } from '../../lib/coloring-path';

type Props = {
  page: Page;
  /** What the generation told beside the page: a pattern made because the prompt named nothing drawable. */
  notice?: JobNotice | null;
  /** 'Create another' / 'Upload another'. */
  againLabel: string;
  onAgain: () => void;
};

/** The new page, ready: a big preview, 'Colour it now', and a way to make another. */
export function CreatedPageResult({ page, notice = null, againLabel, onAgain }: Props) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form this replaced had focus: move it to the news, for keyboard and screen-reader users.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card className="grid animate-fade-in overflow-hidden md:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]">
      <div className="relative border-b border-ink-100 bg-white p-4 sm:p-6 md:border-r md:border-b-0">
        <img
          src={page.illustration}
          alt={intl.formatMessage({ id: 'create.result.alt' }, { title: page.title || page.prompt })}
          className="mx-auto aspect-square w-full max-w-lg object-contain"
          decoding="async"
        />
      </div>
      <div className="flex flex-col justify-center gap-5 p-6 sm:p-8">
        <span className="grid size-14 place-items-center rounded-2xl bg-mint-100 text-mint-700">
          <PartyPopper className="size-7" aria-hidden="true" />
        </span>
        <div>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-extrabold focus:outline-none sm:text-3xl"
          >
            <FormattedMessage id="create.result.title" />
          </h2>
          <p className="mt-2 text-ink-600">
            <FormattedMessage
              id="create.result.text"
              values={{
                title: page.title || page.prompt,
                b: (chunks) => <span className="font-bold text-ink-800">{chunks}</span>,
              }}
            />
          </p>
          {notice === 'nothing-drawable' && (
            <p
              role="status"
              data-testid="nothing-drawable"
              className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-ink-800"
            >
              <FormattedMessage id="create.result.nothingDrawable" />
            </p>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink to={colorPagePath(page.id)} size="lg" variant="accent">
            <Palette className="size-5" aria-hidden="true" />
            <FormattedMessage id="create.result.colour" />
          </ButtonLink>
          <Button size="lg" variant="secondary" onClick={onAgain}>
            <RotateCcw className="size-5" aria-hidden="true" />
            {againLabel}
          </Button>
        </div>
        <ButtonLink to="/pages" variant="ghost" size="sm" className="self-start">
          <Images className="size-4" aria-hidden="true" />
          <FormattedMessage id="create.result.seePages" />
        </ButtonLink>
      </div>
    </Card>
  );
}
