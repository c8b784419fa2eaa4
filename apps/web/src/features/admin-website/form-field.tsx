import { useId } from 'react';
import { useIntl } from 'react-intl';
import { TextAreaField } from '../../components/text-area-field';
import { inputClasses, TextField } from '../../components/text-field';
import { ImageField } from './image-field';
import type { FieldSpec } from './section-forms';

/** `label` and `hint` replace the spec's (already formatted text); the spec's are message ids. */
type Props = {
  spec: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  hint?: string;
};

/** One field of a section form, drawn by its kind. */
export function FormField({ spec, value, onChange, ...given }: Props) {
  const id = useId();
  const { formatMessage } = useIntl();
  const label = given.label ?? formatMessage({ id: spec.label });
  const hint = 'hint' in given ? given.hint : spec.hint && formatMessage({ id: spec.hint });
  switch (spec.kind) {
    case 'textarea':
      return (
        <TextAreaField label={label} hint={hint} value={value} onChange={(e) => onChange(e.target.value)} />
      );
    case 'image':
      return <ImageField label={label} hint={hint} value={value} onChange={onChange} />;
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
                {option.labelId ? formatMessage({ id: option.labelId }) : option.label}
              </option>
            ))}
          </select>
        </div>
      );
    default:
      return (
        <TextField
          label={label}
          hint={hint}
          type={spec.kind}
          placeholder={spec.kind === 'url' ? 'https://' : undefined}
          inputMode={spec.kind === 'url' ? 'url' : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
