import type { PageSort } from '@colorbook/contract';
import { ArrowUpDown } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { isPageSort, sortOptions } from '../lib/sort-options';
import { SearchField } from './search-field';
import { inputClasses } from './text-field';

type Props = {
  search: string;
  onSearchChange: (search: string) => void;
  sort: PageSort;
  onSortChange: (sort: PageSort) => void;
};

/** Search box and sort dropdown above a page grid. */
export function ListToolbar({ search, onSearchChange, sort, onSortChange }: Props) {
  const sortId = useId();
  const { formatMessage } = useIntl();
  return (
    <search className="mb-5 flex flex-col gap-3 sm:mb-7 sm:flex-row sm:items-center">
      <SearchField
        value={search}
        onChange={onSearchChange}
        label={formatMessage({ id: 'pages.list.search' })}
      />
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="shrink-0 text-sm font-bold text-ink-700">
          <FormattedMessage id="pages.list.sortBy" />
        </label>
        <div className="relative flex-1 sm:flex-none">
          <select
            id={sortId}
            value={sort}
            onChange={(event) => isPageSort(event.target.value) && onSortChange(event.target.value)}
            className={cn(inputClasses, 'cursor-pointer appearance-none pr-11 font-semibold sm:w-52')}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {formatMessage({ id: option.label })}
              </option>
            ))}
          </select>
          <ArrowUpDown
            className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-500"
            aria-hidden="true"
          />
        </div>
      </div>
    </search>
  );
}
