import type { Locale } from '@colorbook/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { inputClasses } from '../../components/text-field';
import { cn } from '../../lib/cn';
import { useGateText } from './gate-strings';
import { answersQuestion, numberInWords, pickQuestion } from './number-words';

/**
 * Until the adult sets a PIN: a number in words to type in digits, checked here (it keeps small
 * children out, not a determined reader). A wrong answer brings a new number.
 */
export function QuestionGateForm({ onPassed }: { onPassed: () => void }) {
  const intl = useIntl();
  const t = useGateText();
  const [value, setValue] = useState(() => pickQuestion());
  const [answer, setAnswer] = useState('');
  const [wrong, setWrong] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => inputRef.current?.focus(), []);

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (answersQuestion(answer, value)) {
          onPassed();
          return;
        }
        setWrong(true);
        setAnswer('');
        setValue((previous) => pickQuestion(previous));
        inputRef.current?.focus();
      }}
    >
      <p
        id={`${id}-question`}
        className="text-center text-xl font-extrabold text-ink-900"
        data-testid="gate-question"
      >
        {t('question', { words: numberInWords(value, intl.locale as Locale) })}
      </p>
      <div className="flex items-stretch gap-2">
        <label htmlFor={id} className="sr-only">
          {t('questionLabel')}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={3}
          value={answer}
          onChange={(event) => setAnswer(event.target.value.replace(/\D/g, ''))}
          aria-describedby={`${id}-question`}
          aria-invalid={wrong && answer === '' ? true : undefined}
          data-testid="gate-answer"
          className={cn(
            inputClasses,
            'h-16 min-w-0 flex-1 text-center text-3xl font-extrabold tracking-widest',
          )}
        />
        <Button type="submit" size="lg" className="h-16 px-6" disabled={answer === ''}>
          {t('check')}
        </Button>
      </div>
      <div className="min-h-12" aria-live="polite">
        {wrong ? (
          <FormAlert message={t('wrongAnswer')} />
        ) : (
          <p className="text-center text-sm text-ink-500">{t('questionHint')}</p>
        )}
      </div>
    </form>
  );
}
