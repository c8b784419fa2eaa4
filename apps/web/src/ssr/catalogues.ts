import type { Catalogue, Locale } from '@colorbook/i18n';
import de from '@colorbook/i18n/messages/de.json';
import en from '@colorbook/i18n/messages/en.json';
import es from '@colorbook/i18n/messages/es.json';
import fr from '@colorbook/i18n/messages/fr.json';
import ptBR from '@colorbook/i18n/messages/pt-BR.json';

/** Every catalogue, for the server's renders: this module never runs in a visitor's browser. */
export const catalogues: Record<Locale, Catalogue> = { en, es, fr, de, 'pt-BR': ptBR };

/** A language's messages over English's, so a key the language lacks shows English. */
export function messagesFor(locale: Locale): Catalogue {
  return { ...catalogues.en, ...catalogues[locale] };
}
