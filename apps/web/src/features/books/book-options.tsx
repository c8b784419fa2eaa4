import {
  BOOK_DEDICATION_MAX,
  BOOK_MAX_MARGIN_MM,
  BOOK_MIN_MARGIN_MM,
  BOOK_THEME_COLOURS,
  BOOK_TITLE_MAX,
  type BookSize,
  type BookTheme,
  bookThemes,
} from '@colorbook/contract';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceGroup } from '../../components/choice-group';
import { SwitchRow } from '../../components/switch-row';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { cn } from '../../lib/cn';
import type { BookDraft } from './book-draft';

type Props = { draft: BookDraft; onChange: (changes: Partial<BookDraft>) => void };

const SIZES = [
  { value: 'a4', label: 'books.size.a4', hint: '210 × 297 mm' },
  { value: 'letter', label: 'books.size.letter', hint: '8.5 × 11 in' },
] as const satisfies ReadonlyArray<{ value: BookSize; label: string; hint: string }>;

/** The cover (title, author, theme), the dedication and how the book prints. */
export function BookOptions({ draft, onChange }: Props) {
  const intl = useIntl();
  // Labels are catalogue keys; the paper's measures stay as printed on it.
  const sizes = useMemo(
    () => SIZES.map((size) => ({ ...size, label: intl.formatMessage({ id: size.label }) })),
    [intl],
  );
  const marginValid = draft.marginMm >= BOOK_MIN_MARGIN_MM && draft.marginMm <= BOOK_MAX_MARGIN_MM;
  return (
    <section aria-labelledby="book-options-title" className="flex flex-col gap-5">
      <h2 id="book-options-title" className="text-lg font-extrabold">
        <FormattedMessage id="books.options.title" />
      </h2>
      <TextField
        label={intl.formatMessage({ id: 'books.options.titleLabel' })}
        value={draft.title}
        maxLength={BOOK_TITLE_MAX}
        onChange={(event) => onChange({ title: event.target.value })}
        placeholder={intl.formatMessage({ id: 'books.options.titlePlaceholder' })}
        required
      />
      <TextField
        label={intl.formatMessage({ id: 'books.options.author' })}
        value={draft.author}
        maxLength={60}
        onChange={(event) => onChange({ author: event.target.value })}
        hint={intl.formatMessage({ id: 'books.options.authorHint' })}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink-800">
          <FormattedMessage id="books.options.coverColour" />
        </legend>
        <div className="flex flex-wrap gap-2">
          {bookThemes.map((theme: BookTheme) => (
            <label
              key={theme}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-full py-1.5 pr-3 pl-1.5 text-sm font-bold ring-1 ring-ink-200 ring-inset',
                'has-[:checked]:ring-2 has-[:checked]:ring-brand-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              )}
            >
              <input
                type="radio"
                name="book-theme"
                value={theme}
                checked={draft.theme === theme}
                onChange={() => onChange({ theme })}
                className="sr-only"
              />
              <span
                className="size-6 rounded-full ring-1 ring-black/10"
                style={{ background: BOOK_THEME_COLOURS[theme].panel }}
                aria-hidden="true"
              />
              <FormattedMessage id={`books.theme.${theme}`} />
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={intl.formatMessage({ id: 'books.options.dedication' })}
        value={draft.dedication}
        maxLength={BOOK_DEDICATION_MAX}
        rows={2}
        onChange={(event) => onChange({ dedication: event.target.value })}
        placeholder={intl.formatMessage({ id: 'books.options.dedicationPlaceholder' })}
        hint={intl.formatMessage({ id: 'books.options.dedicationHint' })}
      />
      <ChoiceGroup
        legend={intl.formatMessage({ id: 'books.options.paperSize' })}
        options={sizes}
        value={draft.size}
        onChange={(size) => onChange({ size })}
      />
      <TextField
        label={intl.formatMessage({ id: 'books.options.margins' })}
        type="number"
        inputMode="numeric"
        min={BOOK_MIN_MARGIN_MM}
        max={BOOK_MAX_MARGIN_MM}
        value={draft.marginMm}
        onChange={(event) => onChange({ marginMm: Number(event.target.value) })}
        error={
          marginValid
            ? undefined
            : intl.formatMessage(
                { id: 'books.options.marginsError' },
                { min: BOOK_MIN_MARGIN_MM, max: BOOK_MAX_MARGIN_MM },
              )
        }
        hint={intl.formatMessage({ id: 'books.options.marginsHint' }, { min: BOOK_MIN_MARGIN_MM })}
      />
      <div className="divide-y divide-ink-100 overflow-hidden rounded-2xl ring-1 ring-ink-200">
        <SwitchRow
          label={intl.formatMessage({ id: 'books.options.pageNumbers' })}
          description={intl.formatMessage({ id: 'books.options.pageNumbersHint' })}
          checked={draft.pageNumbers}
          onChange={(pageNumbers) => onChange({ pageNumbers })}
        />
        <SwitchRow
          label={intl.formatMessage({ id: 'books.options.backs' })}
          description={intl.formatMessage({ id: 'books.options.backsHint' })}
          checked={draft.backs}
          onChange={(backs) => onChange({ backs })}
        />
      </div>
    </section>
  );
}
