import { useIntl } from 'react-intl';
import { FormField } from './form-field';
import { ListEditor } from './list-editor';
import { sectionForms } from './section-forms';
import type { SectionKey } from './website-sections';

type Props = {
  sectionKey: Exclude<SectionKey, 'terms' | 'privacy'>;
  values: Record<string, unknown>;
  onChange: (key: string, value: unknown) => void;
};

/** Every field of one landing section, from its form description (section-forms.ts). */
export function SectionFields({ sectionKey, values, onChange }: Props) {
  const { formatMessage } = useIntl();
  return (
    <>
      {sectionForms[sectionKey].map((part) => {
        if (part.kind === 'list') {
          return (
            <ListEditor
              key={part.key}
              spec={part}
              items={(values[part.key] as Record<string, string>[] | undefined) ?? []}
              onChange={(items) => onChange(part.key, items)}
            />
          );
        }
        if (part.kind === 'group') {
          const group = (values[part.key] as Record<string, string> | undefined) ?? {};
          return (
            <fieldset key={part.key} className="flex flex-col gap-4">
              <legend className="font-display text-lg font-extrabold text-ink-900">
                {formatMessage({ id: part.label })}
              </legend>
              {part.hint && <p className="-mt-2 text-sm text-ink-600">{formatMessage({ id: part.hint })}</p>}
              <div className="grid gap-4 md:grid-cols-2">
                {part.fields.map((field) => (
                  <FormField
                    key={field.key}
                    spec={field}
                    value={group[field.key] ?? ''}
                    onChange={(value) => onChange(part.key, { ...group, [field.key]: value })}
                  />
                ))}
              </div>
            </fieldset>
          );
        }
        return (
          <FormField
            key={part.key}
            spec={part}
            value={String(values[part.key] ?? '')}
            onChange={(value) => onChange(part.key, value)}
          />
        );
      })}
    </>
  );
}
