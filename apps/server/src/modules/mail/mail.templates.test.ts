import { describe, expect, it } from 'vitest';
import { fromAddress } from './mail.service';
import { codeMail, escapeHtml, noAccountMail } from './mail.templates';

describe('codeMail', () => {
  const mail = codeMail({
    kind: 'signup',
    appName: 'Crayon <Club>',
    code: '042917',
    link: 'https://colour.example/verify/abc',
    expiresInMinutes: 10,
  });

  it('puts the code first in the text, with the link and the expiry', () => {
    expect(mail.text.split('\n')[0]).toBe('Your Crayon <Club> code: 042917');
    expect(mail.text).toContain('https://colour.example/verify/abc');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.subject).toBe('Your Crayon <Club> code: 042917');
  });

  it('escapes the app name in HTML and shows the code and link', () => {
    expect(mail.html).toContain('Crayon &lt;Club&gt;');
    expect(mail.html).not.toContain('<Club>');
    expect(mail.html).toContain('>042917<');
    expect(mail.html).toContain('href="https://colour.example/verify/abc"');
  });

  it('holds no other 6-digit number a reader could mistake for the code', () => {
    const sixDigits = [...`${mail.text}\n${mail.html}`.matchAll(/\b\d{6}\b/g)].map((m) => m[0]);
    expect(new Set(sixDigits)).toEqual(new Set(['042917']));
  });
});

describe('noAccountMail', () => {
  it('has no code and points to sign-up', () => {
    const mail = noAccountMail({ appName: 'Colorbook', signUpLink: 'http://localhost:3000/sign-up' });
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(mail.text).toContain('http://localhost:3000/sign-up');
  });
});

describe('fromAddress', () => {
  it('defaults to the app name at no-reply@ the public host, and MAIL_FROM wins', () => {
    expect(fromAddress({ PUBLIC_URL: 'https://colour.example', MAIL_FROM: undefined }, 'Colorbook')).toEqual({
      name: 'Colorbook',
      address: 'no-reply@colour.example',
    });
    expect(fromAddress({ PUBLIC_URL: 'http://localhost:3000', MAIL_FROM: 'A <a@b.co>' }, 'Colorbook')).toBe(
      'A <a@b.co>',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
