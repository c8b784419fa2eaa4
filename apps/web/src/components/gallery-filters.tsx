import {
  type PageAgeBand,
  type PageDifficulty,
  type PageTheme,
  pageAgeBands,
  pageDifficulties,
  pageThemes,
} from '@colorbook/contract';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import type { GalleryFilters as Filters } from '../lib/use-page-list';
import { inputClasses } from './text-field';

type Props = {
  value: Filters;
  onChange: (value: Filters) => void;
};

const chip =
  'inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-bold whitespace-nowrap transition ' +
  'ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const chipOff = 'bg-surface text-ink-700 ring-ink-200 hover:bg-ink-50 hover:ring-ink-300';
const chipOn = 'bg-brand-600 text-white ring-brand-600 shadow-soft';

/**
 * Issue 24's gallery filters above the public grid: theme chips (one at a time; "All themes"
 * clears), then age and difficulty. Chips scroll sideways on a phone and wrap on wider screens.
 */
export function GalleryFilters({ value, onChange }: Props) {
  const ageId = useId();
  const difficultyId = useId();
  const { formatMessage } = useIntl();
  const handleTheme = (theme: PageTheme | undefined) => onChange({ ...value, theme });

  return (
    <div className="mb-5 flex flex-col gap-3 sm:mb-7" data-testid="gallery-filters">
      <fieldset className="min-w-0">
        <legend className="sr-only">
          <FormattedMessage id="gallery.themes" />
        </legend>
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          <button
            type="button"
            aria-pressed={value.theme === undefined}
            className={cn(chip, value.theme === undefined ? chipOn : chipOff)}
            onClick={() => handleTheme(undefined)}
          >
            <FormattedMessage id="gallery.allThemes" />
          </button>
          {pageThemes.map((theme) => (
            <button
              key={theme}
              type="button"
              aria-pressed={value.theme === theme}
              className={cn(chip, value.theme === theme ? chipOn : chipOff)}
              onClick={() => handleTheme(value.theme === theme ? undefined : theme)}
            >
              {formatMessage({ id: `gallery.theme.${theme}` })}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-center">
        <FilterSelect
          id={ageId}
          label={formatMessage({ id: 'gallery.ageLabel' })}
          anyLabel={formatMessage({ id: 'gallery.allAges' })}
          options={pageAgeBands.map((age) => ({
            value: age,
            label: formatMessage({ id: `gallery.age.${age}` }),
          }))}
          value={value.age}
          onChange={(age: PageAgeBand | undefined) => onChange({ ...value, age })}
        />
        <FilterSelect
          id={difficultyId}
          label={formatMessage({ id: 'gallery.difficultyLabel' })}
          anyLabel={formatMessage({ id: 'gallery.anyDifficulty' })}
          options={pageDifficulties.map((difficulty) => ({
            value: difficulty,
            label: formatMessage({ id: `gallery.difficulty.${difficulty}` }),
          }))}
          value={value.difficulty}
          onChange={(difficulty: PageDifficulty | undefined) => onChange({ ...value, difficulty })}
        />
      </div>
    </div>
  );
}

function FilterSelect<T extends string>({
  id,
  label,
  anyLabel,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  options: { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-bold text-ink-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
          className={cn(inputClasses, 'cursor-pointer appearance-none pr-10 font-semibold sm:w-44')}
        >
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
