import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocale } from '../lib/locale-store';

// A key missing from a catalogue already falls back to English (lib/locale-store); the catalogue
// test keeps that from reaching a release, so react-intl's console noise is not needed.
const ignoreMissing = (error: { code?: string }) => {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
};

/**
 * The screens' messages and formats in the active language (issue 23). Until a language other than
 * English has its catalogue (one small chunk), nothing is drawn rather than a flash of English.
 */
export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useLocale((state) => state.locale);
  const messages = useLocale((state) => state.messages);
  const ready = useLocale((state) => state.ready);
  if (!ready) return null;
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={ignoreMissing}>
      {children}
    </IntlProvider>
  );
}
