import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** On a phone card: the heading line, full width and without a label. */
  primary?: boolean;
  /** On a phone card: full width (with its label unless `hideLabel`). */
  wide?: boolean;
  /** Table header only for assistive technology (e.g. the actions column); no label on a card. */
  hideLabel?: boolean;
  className?: string;
};

type Props<T extends { id: number }> = {
  /** Names the table for assistive technology. */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  busy?: boolean;
  rowClassName?: (row: T) => string | undefined;
};

// Below 48rem of room (a phone, or a tablet with the menu open) each row becomes a card: the
// cells stack in two columns, each under its column's name. One markup for both, so every row
// has exactly one set of controls.
const table = '@max-3xl:block';
const head = '@max-3xl:sr-only';
const body = '@max-3xl:grid @max-3xl:gap-3';
const row =
  '@max-3xl:grid @max-3xl:grid-cols-2 @max-3xl:gap-x-4 @max-3xl:gap-y-3 @max-3xl:rounded-card @max-3xl:bg-surface @max-3xl:p-4 @max-3xl:shadow-soft @max-3xl:ring-1 @max-3xl:ring-ink-200/60 @3xl:transition-colors @3xl:hover:bg-ink-50/60';
const cell =
  'px-4 py-3 align-middle @3xl:border-t @3xl:border-ink-100 @max-3xl:block @max-3xl:min-w-0 @max-3xl:p-0';
const labelled =
  '@max-3xl:before:mb-0.5 @max-3xl:before:block @max-3xl:before:text-xs @max-3xl:before:font-bold @max-3xl:before:text-ink-500 @max-3xl:before:content-[attr(data-label)]';

/** A table on a wide screen that turns into a list of cards on a phone. */
export function DataTable<T extends { id: number }>({
  caption,
  columns,
  rows,
  busy,
  rowClassName,
}: Props<T>) {
  return (
    <div className="@container">
      <div className="@3xl:overflow-x-auto @3xl:rounded-card @3xl:bg-surface @3xl:shadow-soft @3xl:ring-1 @3xl:ring-ink-200/60">
        <table aria-busy={busy || undefined} className={cn('w-full text-left text-sm', table)}>
          <caption className="sr-only">{caption}</caption>
          <thead className={head}>
            <tr className="bg-ink-50/80">
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className="px-4 py-3 text-xs font-bold tracking-wider whitespace-nowrap text-ink-500 uppercase"
                >
                  {column.hideLabel ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={body}>
            {rows.map((item) => (
              <tr key={item.id} className={cn(row, rowClassName?.(item))}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={column.primary || column.hideLabel ? undefined : column.header}
                    className={cn(
                      cell,
                      !column.primary && !column.hideLabel && labelled,
                      (column.primary || column.wide) && '@max-3xl:col-span-2',
                      column.className,
                    )}
                  >
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Decorative rows while a table's first page loads (the screen says it is busy). */
export function DataTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          key={index}
          className="flex items-center gap-3 rounded-card bg-surface p-4 shadow-soft ring-1 ring-ink-200/60"
        >
          <div className="size-10 shrink-0 animate-pulse rounded-full bg-ink-100" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="h-3.5 w-2/5 animate-pulse rounded-full bg-ink-100" />
            <div className="h-3 w-3/5 animate-pulse rounded-full bg-ink-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
