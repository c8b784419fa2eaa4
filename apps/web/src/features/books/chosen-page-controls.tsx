import { ArrowDown, ArrowUp, Image, type LucideIcon, Palette, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DraftPage } from './book-draft';

export const iconButton =
  'grid size-9 place-items-center rounded-full text-ink-600 transition hover:bg-ink-100 hover:text-ink-900 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-30 disabled:pointer-events-none';

/** A chosen page's choices: its coloured picture or the blank page, and whether it is the cover. */
export function PageChoices({
  page,
  isCover,
  onToggleColored,
  onCover,
}: {
  page: DraftPage;
  isCover: boolean;
  onToggleColored: (pageId: number) => void;
  onCover: (pageId: number) => void;
}) {
  const intl = useIntl();
  return (
    <div className="mt-1 flex flex-wrap gap-1.5">
      <button
        type="button"
        onClick={() => onToggleColored(page.pageId)}
        disabled={!page.colored}
        aria-pressed={page.useColored}
        title={page.colored ? undefined : intl.formatMessage({ id: 'books.order.notColoured' })}
        className="inline-flex items-center gap-1 rounded-full bg-ink-100 px-2.5 py-1 text-xs font-bold text-ink-700 transition hover:bg-ink-200 disabled:opacity-60 aria-pressed:bg-coral-100 aria-pressed:text-coral-700"
      >
        {page.useColored ? (
          <Palette className="size-3.5" aria-hidden="true" />
        ) : (
          <Image className="size-3.5" aria-hidden="true" />
        )}
        <FormattedMessage id={page.useColored ? 'books.order.coloured' : 'books.order.blank'} />
      </button>
      <label className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-ink-100 px-2.5 py-1 text-xs font-bold text-ink-700 has-[:checked]:bg-brand-100 has-[:checked]:text-brand-800">
        <input
          type="radio"
          name="book-cover"
          checked={isCover}
          onChange={() => onCover(page.pageId)}
          className="size-3 accent-brand-600"
        />
        <FormattedMessage id="books.order.cover" />
      </label>
    </div>
  );
}

type RowButtonProps = { icon: LucideIcon; label: string; onClick: () => void; disabled?: boolean };

/** One of a chosen page's round icon buttons; its label names the page. */
function RowButton({ icon: Icon, label, onClick, disabled }: RowButtonProps) {
  return (
    <button type="button" className={iconButton} onClick={onClick} disabled={disabled} aria-label={label}>
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

/** A chosen page's buttons: one place up, one place down, and out of the book. */
export function PageRowButtons({
  page,
  first,
  last,
  onUp,
  onDown,
  onRemove,
}: {
  page: DraftPage;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const named = (id: string) => intl.formatMessage({ id }, { title: page.title });
  return (
    <div className="flex shrink-0 items-center">
      <RowButton icon={ArrowUp} label={named('books.order.up')} onClick={onUp} disabled={first} />
      <RowButton icon={ArrowDown} label={named('books.order.down')} onClick={onDown} disabled={last} />
      <RowButton icon={Trash2} label={named('books.order.remove')} onClick={onRemove} />
    </div>
  );
}
