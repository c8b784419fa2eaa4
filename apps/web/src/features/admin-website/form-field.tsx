import { useId } from 'react';
import { TextAreaField } from '../../components/text-area-field';
import { inputClasses, TextField } from '../../components/text-field';
import { ImageField } from './image-field';
import type { FieldSpec } from './section-forms';

type Props = { spec: FieldSpec; value: string; onChange: (value: string) => void; label?: string };

/** One field of a section form, drawn by its kind. */
export function FormField({ spec, value, onChange, label = spec.label }: Props) {
  const id = useId();
  switch (spec.kind) {
    case 'textarea':
      return (
        <TextAreaField
          label={label}
          hint={spec.hint}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'image':
      return <ImageField label={label} hint={spec.hint} value={value} onChange={onChange} />;
    case 'select':
      return (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-bold text-ink-800">
            {label}
          </label>
          <select id={id} className={inputClasses} value={value} onChange={(e) => onChange(e.target.value)}>
            {!spec.options?.some((option) => option.value === value) && (
              <option value={value}>{value}</option>
            )}
            {spec.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      );
    default:
      return (
        <TextField
          label={label}
          hint={spec.hint}
          type={spec.kind}
          placeholder={spec.kind === 'url' ? 'https://' : undefined}
          inputMode={spec.kind === 'url' ? 'url' : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
