import { describe, expect, it } from 'vitest';
import { t } from '../i18n/translate';
import { waitOf } from './rate-limit';

const message = (locale: 'en' | 'es' | 'de', ttlMs: number) =>
  t(locale, 'server.too_many_requests', waitOf(ttlMs));

describe('the 429 wait, worded by the catalogue', () => {
  it('reads in English as the plugin worded it (seconds, rounded minutes, rounded hours)', () => {
    expect(message('en', 1_000)).toBe('Too many requests. Please wait 1 second and try again.');
    expect(message('en', 41_200)).toBe('Too many requests. Please wait 42 seconds and try again.');
    expect(message('en', 60_000)).toBe('Too many requests. Please wait 1 minute and try again.');
    expect(message('en', 10 * 60_000)).toBe('Too many requests. Please wait 10 minutes and try again.');
    expect(message('en', 5_400_000)).toBe('Too many requests. Please wait 2 hours and try again.');
  });

  it('puts the number in each language with its own plural', () => {
    expect(message('es', 1_000)).toBe('Demasiadas solicitudes. Espera 1 segundo y vuelve a intentarlo.');
    expect(message('es', 90_000)).toBe('Demasiadas solicitudes. Espera 2 minutos y vuelve a intentarlo.');
    expect(message('de', 60_000)).toBe(
      'Zu viele Anfragen. Bitte warte 1 Minute und versuch es dann noch einmal.',
    );
  });
});
