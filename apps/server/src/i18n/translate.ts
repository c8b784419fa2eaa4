import { type Catalogue, formatMessage, type Locale, type MessageValues } from '@colorbook/i18n';
import de from '@colorbook/i18n/messages/de.json' with { type: 'json' };
import en from '@colorbook/i18n/messages/en.json' with { type: 'json' };
import es from '@colorbook/i18n/messages/es.json' with { type: 'json' };
import fr from '@colorbook/i18n/messages/fr.json' with { type: 'json' };
import ptBR from '@colorbook/i18n/messages/pt-BR.json' with { type: 'json' };

/** The server needs every language at once (emails and API messages go out in each). */
const catalogues: Record<Locale, Catalogue> = { en, es, fr, de, 'pt-BR': ptBR };
export const englishCatalogue: Catalogue = en;

/** One message of the shared catalogues in `locale`; English's text where a language lacks it. */
export function t(locale: Locale, key: string, values?: MessageValues): string {
  return formatMessage(locale, catalogues[locale], englishCatalogue, key, values);
}

export const hasMessage = (key: string): boolean => Object.hasOwn(englishCatalogue, key);
