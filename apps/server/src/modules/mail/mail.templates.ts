/**
 * The emails the app sends. Each has a text and an HTML part; the HTML uses inline styles and
 * tables because many mail clients ignore <style> and flexbox. The code comes first in the
 * text part so a glance at a notification shows it.
 */
import { defaultLocale, type Locale } from '@colorbook/i18n';
import { t } from '../../i18n/translate';

export type CodeMailKind = 'signup' | 'signin' | 'existing_account' | 'email_change' | 'admin_create';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/*
 * Every sentence comes from the shared catalogues (mail.*, issue 23), so each email goes out in
 * its reader's language; English is the default and keeps the spec's wording.
 */

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#7c3aed;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;

export function codeMail(input: {
  kind: CodeMailKind;
  appName: string;
  code: string;
  link: string;
  expiresInMinutes: number;
  locale?: Locale;
}): RenderedMail {
  const { kind, appName: app, code, link, expiresInMinutes, locale = defaultLocale } = input;
  const intro = t(locale, `mail.code.intro.${kind}`, { app });
  const expiry = t(locale, 'mail.code.expiry', { minutes: expiresInMinutes });
  const subject = t(locale, 'mail.code.subject', { app, code });
  const text = [
    subject,
    '',
    intro,
    '',
    t(locale, 'mail.code.link', { link }),
    '',
    expiry,
    '',
    t(locale, 'mail.signature', { app }),
  ].join('\n');
  const html = layout(
    app,
    locale,
    `<p style="margin:0 0 20px">${escapeHtml(intro)}</p>
      <p style="margin:0 0 24px;text-align:center">
        <span style="display:inline-block;padding:14px 24px;border-radius:12px;background:#f3f0ff;color:#2e1065;font-size:34px;font-weight:700;letter-spacing:8px;font-family:Menlo,Consolas,monospace">${escapeHtml(code)}</span>
      </p>
      <p style="margin:0 0 24px;text-align:center">
        ${button(link, t(locale, `mail.code.button.${kind}`))}
      </p>
      <p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(expiry)}</p>`,
  );
  return { subject, text, html };
}

/**
 * A short notice: paragraphs, then in the text part a line with the link and in the HTML an
 * optional button, then the signature. The four notices below differ only in their words.
 */
function noticeMail(input: {
  app: string;
  locale: Locale;
  subject: string;
  paragraphs: string[];
  linkLine: string;
  button?: { href: string; label: string };
}): RenderedMail {
  const { app, locale, subject, paragraphs, linkLine, button: action } = input;
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    linkLine,
    '',
    t(locale, 'mail.signature', { app }),
  ].join('\n');
  const last = paragraphs.length - 1;
  const blocks = paragraphs.map(
    (p, i) => `<p style="margin:${i < last ? '0 0 16px' : action ? '0 0 24px' : '0'}">${escapeHtml(p)}</p>`,
  );
  if (action)
    blocks.push(`<p style="margin:0;text-align:center">
        ${button(action.href, action.label)}
      </p>`);
  return { subject, text, html: layout(app, locale, blocks.join('\n      ')) };
}

/** Sign-in to an address with no account: said only to that address, so nothing is enumerated. */
export function noAccountMail(input: { appName: string; signUpLink: string; locale?: Locale }): RenderedMail {
  const { appName: app, signUpLink, locale = defaultLocale } = input;
  return noticeMail({
    app,
    locale,
    subject: t(locale, 'mail.no_account.subject', { app }),
    paragraphs: [t(locale, 'mail.no_account.body', { app }), t(locale, 'mail.no_account.next')],
    linkLine: t(locale, 'mail.no_account.link', { link: signUpLink }),
    button: { href: signUpLink, label: t(locale, 'mail.no_account.button') },
  });
}

/** An admin created an account for this person; they sign in with their email like anyone else. */
export function accountCreatedMail(input: {
  appName: string;
  name: string;
  signInLink: string;
  locale?: Locale;
}): RenderedMail {
  const { appName: app, name, signInLink, locale = defaultLocale } = input;
  return noticeMail({
    app,
    locale,
    subject: t(locale, 'mail.account_created.subject', { app }),
    paragraphs: [t(locale, 'mail.account_created.body', { app, name })],
    linkLine: t(locale, 'mail.sign_in_link', { link: signInLink }),
    button: { href: signInLink, label: t(locale, 'mail.sign_in_button') },
  });
}

/**
 * Sign-in to this address was paused after too many wrong codes: sent once per pause to the
 * account's owner, who may be the only one who can tell whether it was them.
 */
export function signInPausedMail(input: {
  appName: string;
  hoursLeft: number;
  signInLink: string;
  locale?: Locale;
}): RenderedMail {
  const { appName: app, hoursLeft, signInLink, locale = defaultLocale } = input;
  return noticeMail({
    app,
    locale,
    subject: t(locale, 'mail.sign_in_paused.subject', { app }),
    // "about an hour" covers whatever is left of the last hour.
    paragraphs: [
      t(locale, 'mail.sign_in_paused.body', { app, hours: Math.max(1, hoursLeft) }),
      t(locale, 'mail.sign_in_paused.next'),
    ],
    linkLine: t(locale, 'mail.sign_in_paused.link', { link: signInLink }),
  });
}

export function parentGateLockedMail(input: {
  appName: string;
  minutes: number;
  signInLink: string;
  locale?: Locale;
}): RenderedMail {
  const { appName: app, minutes, signInLink, locale = defaultLocale } = input;
  return noticeMail({
    app,
    locale,
    subject: t(locale, 'mail.parent_gate_locked.subject', { app }),
    paragraphs: [
      t(locale, 'mail.parent_gate_locked.body', { app, minutes }),
      t(locale, 'mail.parent_gate_locked.next'),
    ],
    linkLine: t(locale, 'mail.sign_in_link', { link: signInLink }),
  });
}

function layout(appName: string, locale: Locale, content: string): string {
  const name = escapeHtml(appName);
  return `<!doctype html>
<html lang="${locale}">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title></head>
  <body style="margin:0;padding:0;background:#faf7f2;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937;line-height:1.5">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf7f2;padding:32px 12px">
      <tr><td align="center">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#fff;border-radius:16px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.08)">
          <tr><td style="padding-bottom:20px;font-size:22px;font-weight:700;color:#7c3aed">🖍️ ${name}</td></tr>
          <tr><td style="font-size:16px">
      ${content}
          </td></tr>
        </table>
        <p style="margin:16px 0 0;color:#9ca3af;font-size:12px">${escapeHtml(t(locale, 'mail.footer', { app: appName }))}</p>
      </td></tr>
    </table>
  </body>
</html>`;
}

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
