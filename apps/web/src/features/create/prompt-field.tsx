import { PROMPT_MAX_LENGTH } from '@colorbook/contract';
import { Dices } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { FieldError, inputClasses } from '../../components/text-field';
import { cn } from '../../lib/cn';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSurprise: () => void;
  surprising: boolean;
  error?: string;
  disabled?: boolean;
};

/** The prompt box with its character count and 'Surprise me'. */
export function PromptField({ value, onChange, onSurprise, surprising, error, disabled }: Props) {
  const intl = useIntl();
  const id = useId();
  const nearLimit = value.length > PROMPT_MAX_LENGTH * 0.9;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-bold text-ink-800">
          <FormattedMessage id="create.prompt.label" />
        </label>
        <Button variant="secondary" size="sm" onClick={onSurprise} busy={surprising} disabled={disabled}>
          {!surprising && <Dices className="size-4" aria-hidden="true" />}
          <FormattedMessage id="create.prompt.surprise" />
        </Button>
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={PROMPT_MAX_LENGTH}
        rows={4}
        disabled={disabled}
        placeholder={intl.formatMessage({ id: 'create.prompt.placeholder' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={cn(inputClasses, 'h-auto min-h-28 resize-y py-3 leading-relaxed')}
      />
      <div className="flex items-start justify-between gap-3">
        <FieldError id={`${id}-error`} message={error} />
        <p
          id={`${id}-count`}
          className={cn(
            'ml-auto text-sm tabular-nums',
            nearLimit ? 'font-bold text-coral-600' : 'text-ink-500',
          )}
        >
          <FormattedMessage
            id="create.prompt.count"
            values={{
              length: value.length,
              max: PROMPT_MAX_LENGTH,
              sr: (chunks) => <span className="sr-only">{chunks}</span>,
            }}
          />
        </p>
      </div>
    </div>
  );
}
