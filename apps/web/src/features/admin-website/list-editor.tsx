import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { FormField } from './form-field';
import type { ListSpec } from './section-forms';

type Item = Record<string, string>;
type Props = { spec: ListSpec; items: Item[]; onChange: (items: Item[]) => void };

const iconButton =
  'grid size-11 place-items-center rounded-control text-ink-600 hover:bg-ink-100 hover:text-ink-900 disabled:opacity-40 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-brand-500';

/** A list of a section (steps, FAQs, socials…): add, remove and move items up or down. */
export function ListEditor({ spec, items, onChange }: Props) {
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    onChange(next);
  };
  const update = (index: number, key: string, value: string) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [key]: value } : item)));
  const { formatMessage } = useIntl();
  const message = (suffix: string) => `admin.website.list.${spec.itemName}.${suffix}`;
  const name = (index: number) => formatMessage({ id: message('name') }, { number: index + 1 });

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 font-display text-lg font-extrabold text-ink-900">
        {formatMessage({ id: spec.label })}
      </legend>
      {items.length === 0 && (
        <p className="rounded-control bg-ink-50 px-4 py-3 text-ink-600">
          {formatMessage({ id: message('empty') })}
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {items.map((item, index) => (
          // Items have no ids; the index is their identity while the form is open.
          // biome-ignore lint/suspicious/noArrayIndexKey: reordering re-renders every item's fields anyway
          <li key={index} className="rounded-card bg-ink-50/70 p-4 ring-1 ring-ink-200 sm:p-5">
            <div className="mb-3 flex items-center gap-1">
              <p className="mr-auto font-bold text-ink-700 capitalize">{name(index)}</p>
              <button
                type="button"
                className={iconButton}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={formatMessage({ id: 'admin.website.list.move.up' }, { name: name(index) })}
              >
                <ArrowUp className="size-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={formatMessage({ id: 'admin.website.list.move.down' }, { name: name(index) })}
              >
                <ArrowDown className="size-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${iconButton} hover:text-danger-700`}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
                aria-label={formatMessage({ id: 'admin.website.list.remove' }, { name: name(index) })}
              >
                <Trash2 className="size-5" aria-hidden="true" />
              </button>
            </div>
            <div className="grid gap-4">
              {spec.fields.map((field) => (
                <FormField
                  key={field.key}
                  spec={field}
                  value={item[field.key] ?? ''}
                  onChange={(value) => update(index, field.key, value)}
                />
              ))}
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => onChange([...items, { ...spec.blank }])}
      >
        <Plus className="size-5" aria-hidden="true" />
        {formatMessage({ id: message('add') })}
      </Button>
    </fieldset>
  );
}
