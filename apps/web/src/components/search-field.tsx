import { Search, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { inputClasses } from './text-field';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Placeholder and accessible name, e.g. 'Search pages'. */
  label: string;
  className?: string;
};

/** A search box with a clear button; callers debounce the value (spec §9: 300 ms). */
export function SearchField({ value, onChange, label, className }: Props) {
  const { formatMessage } = useIntl();
  return (
    <div className={cn('relative min-w-0 flex-1', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-400"
        aria-hidden="true"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        aria-label={label}
        maxLength={100}
        enterKeyHint="search"
        className={cn(inputClasses, 'pr-12 pl-12 [&::-webkit-search-cancel-button]:hidden')}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-1 grid size-10 -translate-y-1/2 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-800"
          aria-label={formatMessage({ id: 'list.clearSearch' })}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
