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
import { ChoiceGroup } from '../../components/choice-group';
import { SwitchRow } from '../../components/switch-row';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { cn } from '../../lib/cn';
import type { BookDraft } from './book-draft';

type Props = { draft: BookDraft; onChange: (changes: Partial<BookDraft>) => void };

const SIZES = [
  { value: 'a4', label: 'A4', hint: '210 × 297 mm' },
  { value: 'letter', label: 'US Letter', hint: '8.5 × 11 in' },
] as const satisfies ReadonlyArray<{ value: BookSize; label: string; hint: string }>;

/** The cover (title, author, theme), the dedication and how the book prints. */
export function BookOptions({ draft, onChange }: Props) {
  const marginValid = draft.marginMm >= BOOK_MIN_MARGIN_MM && draft.marginMm <= BOOK_MAX_MARGIN_MM;
  return (
    <section aria-labelledby="book-options-title" className="flex flex-col gap-5">
      <h2 id="book-options-title" className="text-lg font-extrabold">
        3. Cover and printing
      </h2>
      <TextField
        label="Title"
        value={draft.title}
        maxLength={BOOK_TITLE_MAX}
        onChange={(event) => onChange({ title: event.target.value })}
        placeholder="My colouring book"
        required
      />
      <TextField
        label="By"
        value={draft.author}
        maxLength={60}
        onChange={(event) => onChange({ author: event.target.value })}
        hint="Shown on the cover as “by …”."
      />
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink-800">Cover colour</legend>
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
              {BOOK_THEME_COLOURS[theme].label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Dedication (optional)"
        value={draft.dedication}
        maxLength={BOOK_DEDICATION_MAX}
        rows={2}
        onChange={(event) => onChange({ dedication: event.target.value })}
        placeholder="For Grandma, who taught me every colour."
        hint="Printed on its own page after the cover."
      />
      <ChoiceGroup
        legend="Paper size"
        options={SIZES}
        value={draft.size}
        onChange={(size) => onChange({ size })}
      />
      <TextField
        label="Margins (mm)"
        type="number"
        inputMode="numeric"
        min={BOOK_MIN_MARGIN_MM}
        max={BOOK_MAX_MARGIN_MM}
        value={draft.marginMm}
        onChange={(event) => onChange({ marginMm: Number(event.target.value) })}
        error={
          marginValid
            ? undefined
            : `Between ${BOOK_MIN_MARGIN_MM} and ${BOOK_MAX_MARGIN_MM} mm: printers cannot reach closer to the edge.`
        }
        hint={`At least ${BOOK_MIN_MARGIN_MM} mm, so every printer reaches the whole picture.`}
      />
      <div className="divide-y divide-ink-100 overflow-hidden rounded-2xl ring-1 ring-ink-200">
        <SwitchRow
          label="Page numbers"
          description="A small number under each picture."
          checked={draft.pageNumbers}
          onChange={(pageNumbers) => onChange({ pageNumbers })}
        />
        <SwitchRow
          label="Blank backs"
          description="An empty page after each picture, for single-sided colouring with markers."
          checked={draft.backs}
          onChange={(backs) => onChange({ backs })}
        />
      </div>
    </section>
  );
}
