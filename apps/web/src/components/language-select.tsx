import { LOCALE_NAMES, type Locale, locales } from '@colorbook/i18n';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { localeStore, useLocale } from '../lib/locale-store';
import { inputClasses } from './text-field';

type Props = {
  /** 'field': a labelled select in a form (the account); 'inline': a small one under a card (sign in). */
  variant?: 'field' | 'inline';
  hint?: string;
  className?: string;
};

/** The language switcher (issue 23): each language in its own name; switching needs no reload. */
export function LanguageSelect({ variant = 'field', hint, className }: Props) {
  const intl = useIntl();
  const id = useId();
  const locale = useLocale((state) => state.locale);
  const label = intl.formatMessage({ id: 'common.language' });
  const options = locales.map((code) => (
    // lang: a screen reader reads "Deutsch" as German even on a Spanish screen.
    <option key={code} value={code} lang={code}>
      {LOCALE_NAMES[code]}
    </option>
  ));
  const change = (value: string) => void localeStore.getState().setLocale(value as Locale);

  if (variant === 'inline') {
    return (
      <div className={cn('flex items-center gap-2 text-sm text-ink-600', className)}>
        <Languages className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
        <select
          aria-label={label}
          value={locale}
          onChange={(event) => change(event.target.value)}
          className="rounded-lg bg-transparent py-1 pr-1 font-semibold text-ink-700 hover:text-ink-900 focus:ring-2 focus:ring-brand-500 focus:outline-none"
          data-testid="language-select"
        >
          {options}
        </select>
      </div>
    );
  }

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-bold text-ink-800">
        {label}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => change(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(inputClasses, 'max-w-xs')}
        data-testid="language-select"
      >
        {options}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
    </div>
  );
}
