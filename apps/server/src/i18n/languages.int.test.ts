import { PIN_LOCK_MINUTES, PIN_MAX_TRIES, user as userSchema } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildSession, createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { lastMailTo } from '../test/mail-helpers';

let t: TestApp;
let admin: UserWithSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserWithSession(t.db, { name: 'Boss', admin: true });
});
afterAll(() => t?.close());

let ipCounter = 0;
function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { body?: object; auth?: UserWithSession; language?: string } = {},
) {
  ipCounter += 1;
  return t.app.inject({
    method,
    url,
    payload: options.body,
    headers: {
      ...(options.auth?.headers ?? {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    remoteAddress: `10.23.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
}

describe('API messages follow Accept-Language', () => {
  it('answers a 404 in French with the same code, and in English without the header', async () => {
    const fr = await call('GET', '/api/users/999999/read', {
      auth: admin,
      language: 'fr-CH, fr;q=0.9, en;q=0.5',
    });
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({ message: 'Utilisateur introuvable.', code: 'NOT_FOUND' });
    const en = await call('GET', '/api/users/999999/read', { auth: admin });
    expect(en.json()).toEqual({ message: 'User not found.', code: 'NOT_FOUND' });
  });

  it('translates a message with a variable part, keeping the variable', async () => {
    const res = await call('GET', '/api/no-such-thing', { language: 'de' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Hier gibt es nichts: GET /api/no-such-thing', code: 'NOT_FOUND' });
  });

  it('names the field in French on a validation error, with the contract’s own message translated', async () => {
    const res = await call('POST', '/api/users/sign-in', {
      body: { email: 'not-an-address' },
      language: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'adresse e-mail : Indique une adresse e-mail valide',
      code: 'VALIDATION_ERROR',
    });
    const en = await call('POST', '/api/users/sign-in', { body: { email: 'not-an-address' } });
    expect(en.json()).toEqual({
      message: 'email: Please enter a valid email address',
      code: 'VALIDATION_ERROR',
    });
  });

  it('words zod’s own rules and a missing field in the language too', async () => {
    const member = await createUserWithSession(t.db);
    const wrongType = await call('PATCH', '/api/users/update', {
      auth: member,
      body: { name: 42 },
      language: 'es',
    });
    expect(wrongType.statusCode).toBe(400);
    const { message, code } = wrongType.json();
    expect(code).toBe('VALIDATION_ERROR');
    expect(message).toMatch(/^nombre: /);
    expect(message).toContain('número');
    const missing = await call('POST', '/api/users/sign-in', { body: {}, language: 'pt-BR' });
    expect(missing.json()).toEqual({ message: 'O campo e-mail é obrigatório.', code: 'VALIDATION_ERROR' });
  });

  it('translates an error raised while routing, before any route is chosen', async () => {
    const res = await call('GET', '/api/pages/%E0%A4%A', { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'L’adresse n’est pas valide (un code % cassé).',
      code: 'VALIDATION_ERROR',
    });
  });

  it('falls back to English for a language it does not speak', async () => {
    const res = await call('GET', '/api/users/999999/read', { auth: admin, language: 'it-IT, ja' });
    expect(res.json()).toEqual({ message: 'User not found.', code: 'NOT_FOUND' });
  });
});

describe('the locale stored on the user', () => {
  it('round-trips through PATCH /users/update and GET /users/read, null going back to the browser', async () => {
    const member = await createUserWithSession(t.db);
    const before = await call('GET', '/api/users/read', { auth: member });
    expect(userSchema.parse(before.json()).locale).toBeNull();

    const set = await call('PATCH', '/api/users/update', { auth: member, body: { locale: 'pt-BR' } });
    expect(set.statusCode).toBe(200);
    expect((await call('GET', '/api/users/read', { auth: member })).json().locale).toBe('pt-BR');

    await call('PATCH', '/api/users/update', { auth: member, body: { locale: null } });
    expect((await call('GET', '/api/users/read', { auth: member })).json().locale).toBeNull();
  });

  it('refuses an unknown locale with 400 naming the supported ones, changing nothing', async () => {
    const member = await createUserWithSession(t.db);
    await call('PATCH', '/api/users/update', { auth: member, body: { locale: 'de' } });
    const res = await call('PATCH', '/api/users/update', { auth: member, body: { locale: 'it' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      // The user's stored German answers, whatever the browser says.
      message: 'Sprache: Wähl eine der unterstützten Sprachen: en, es, fr, de, pt-BR.',
      code: 'VALIDATION_ERROR',
    });
    // A refused update changes no language either: the answer is still German.
    const refused = await call('PATCH', '/api/users/update', {
      auth: member,
      body: { locale: 'en', name: 'x'.repeat(81) },
    });
    expect(refused.json().message).toBe('Name: Der Name darf höchstens 80 Zeichen lang sein');
    expect((await call('GET', '/api/users/read', { auth: member })).json().locale).toBe('de');
  });

  it('speaks the user’s language whatever the header says, in messages and in the sign-in code email', async () => {
    const member = await createUserWithSession(t.db, { email: 'lucia@example.com' });
    await call('PATCH', '/api/users/update', { auth: member, body: { locale: 'es' } });

    const notFound = await call('GET', '/api/nope', { auth: member, language: 'fr' });
    expect(notFound.json()).toEqual({ message: 'Aquí no hay nada: GET /api/nope', code: 'NOT_FOUND' });
    const blocked = await call('GET', '/api/users/paginate', { auth: member, language: 'fr, en' });
    expect(blocked.json()).toEqual({
      message: 'Solo los administradores pueden hacer esto.',
      code: 'FORBIDDEN',
    });

    // Signed out, the account's language still decides the email.
    const signIn = await call('POST', '/api/users/sign-in', {
      body: { email: 'lucia@example.com' },
      language: 'fr',
    });
    expect(signIn.statusCode).toBe(200);
    const mail = await lastMailTo(t.config.DATA_DIR, 'lucia@example.com');
    const code6 = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(mail.subject).toBe(`Tu código de Colorbook: ${code6}`);
    expect(mail.text).toContain('Escribe este código para iniciar sesión en Colorbook.');
    expect(mail.text).toContain('El código caduca en');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Iniciar sesión');
  });
});

describe('the email change code', () => {
  it('speaks the language chosen in the same update', async () => {
    const member = await createUserWithSession(t.db);
    const res = await call('PATCH', '/api/users/update', {
      auth: member,
      body: { locale: 'fr', email: 'nouvelle@example.com' },
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(t.config.DATA_DIR, 'nouvelle@example.com');
    expect(mail.subject).toMatch(/^Ton code Colorbook : \d{6}$/);
    expect(mail.text).toContain(
      'Saisis ce code pour confirmer cette adresse comme nouvel e-mail de ton compte Colorbook.',
    );
    expect(mail.html).toContain('Ouvrir mon compte');
  });
});

describe('the parent gate lock email', () => {
  it('goes out in the language of the request that locked it, with the lock message translated too', async () => {
    const parent = await createUserWithSession(t.db, { email: 'ana@example.com' });
    const pt = 'pt-BR,pt;q=0.9';
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/pin',
      headers: { ...parent.headers, 'accept-language': pt },
      payload: { pin: '1357' },
    });
    expect(set.statusCode).toBe(200);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: parent.headers,
      payload: { name: 'Bia', avatarColor: '#FFD35C', avatarAnimal: 'frog', ageBand: '6-8' },
    });
    // The child tries the PIN from its own session (docs/decisions/0040).
    const child = await createChildSession(t.db, parent, added.json().id);
    let last: { statusCode: number; json(): unknown } | undefined;
    for (let i = 0; i < PIN_MAX_TRIES; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/profiles/gate/verify',
        headers: { ...child.headers, 'accept-language': pt },
        payload: { pin: '0000' },
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toEqual({
      message: `Tentativas erradas demais. O controle dos pais está bloqueado por ${PIN_LOCK_MINUTES} minutos.`,
      code: 'RATE_LIMITED',
    });
    const mail = await lastMailTo(t.config.DATA_DIR, 'ana@example.com');
    expect(mail.subject).toBe('O controle dos pais da sua conta do Colorbook está bloqueado');
    expect(mail.text).toContain(`está bloqueado por ${PIN_LOCK_MINUTES} minutos.`);
  });
});

describe('emails to people without an account follow the request', () => {
  it('sends the sign-up code in German for a German browser', async () => {
    const res = await call('POST', '/api/users/sign-up', {
      body: { name: 'Jonas', email: 'jonas@example.com' },
      language: 'de-DE,de;q=0.9',
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(t.config.DATA_DIR, 'jonas@example.com');
    expect(mail.subject).toMatch(/^Dein Colorbook-Code: \d{6}$/);
    expect(mail.text).toContain('Willkommen bei Colorbook!');
    expect(mail.text).toContain('Der Code läuft in');
  });

  it('keeps English for a browser without a supported language', async () => {
    await call('POST', '/api/users/sign-up', {
      body: { name: 'Ann', email: 'ann@example.com' },
      language: 'ja',
    });
    const mail = await lastMailTo(t.config.DATA_DIR, 'ann@example.com');
    expect(mail.subject).toMatch(/^Your Colorbook code: \d{6}$/);
    expect(mail.text).toContain('Welcome to Colorbook! Enter this code to finish creating your account.');
  });
});
