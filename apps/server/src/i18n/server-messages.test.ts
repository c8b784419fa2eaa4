import { describe, expect, it } from 'vitest';
import { keyOfEnglishMessage, translateServerMessage } from './server-messages';
import { englishCatalogue } from './translate';

describe('translating the server’s English messages', () => {
  it('finds a fixed message by its text and leaves English untouched', () => {
    expect(keyOfEnglishMessage('Profile not found.')).toEqual({ key: 'server.profile_not_found' });
    expect(translateServerMessage('es', 'Profile not found.')).toBe('No se ha encontrado el perfil.');
    expect(translateServerMessage('en', 'Profile not found.')).toBe('Profile not found.');
  });

  it('captures the variable parts of a message with arguments', () => {
    expect(keyOfEnglishMessage('A book holds at most 40 pages.')).toEqual({
      key: 'server.book_too_many_pages',
      values: { max: '40' },
    });
    expect(translateServerMessage('fr', 'A book holds at most 40 pages.')).toBe(
      'Un livre contient au plus 40 pages.',
    );
    expect(translateServerMessage('pt-BR', 'That code is not right. You have 3 tries left.')).toBe(
      'Esse código não está certo. Você tem mais 3 tentativas.',
    );
  });

  it('keeps a person’s own text inside a translated message', () => {
    expect(translateServerMessage('de', 'That colouring is not of Page 12 “Grandma’s garden”.')).toBe(
      'Dieses Ausmalbild gehört nicht zur Seite 12 „Grandma’s garden“.',
    );
  });

  it('leaves a message it does not know as it is', () => {
    expect(translateServerMessage('de', 'Grandma’s garden')).toBe('Grandma’s garden');
  });

  it('maps every server message back to its own key (no two messages read the same)', () => {
    for (const [key, english] of Object.entries(englishCatalogue)) {
      if (!key.startsWith('server.') || /^server\.(field|validation)\./.test(key) || english.includes('{'))
        continue;
      expect(keyOfEnglishMessage(english)?.key, key).toBe(key);
    }
  });
});
