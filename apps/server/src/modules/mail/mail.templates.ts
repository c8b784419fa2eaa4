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

/** Sign-in to an address with no account: said only to that address, so nothing is enumerated. */
export function noAccountMail(input: { appName: string; signUpLink: string; locale?: Locale }): RenderedMail {
  const { appName: app, signUpLink, locale = defaultLocale } = input;
  const body = t(locale, 'mail.no_account.body', { app });
  const next = t(locale, 'mail.no_account.next');
  const text = [
    body,
    '',
    next,
    '',
    t(locale, 'mail.no_account.link', { link: signUpLink }),
    '',
    t(locale, 'mail.signature', { app }),
  ].join('\n');
  const html = layout(
    app,
    locale,
    `<p style="margin:0 0 16px">${escapeHtml(body)}</p>
      <p style="margin:0 0 24px">${escapeHtml(next)}</p>
      <p style="margin:0;text-align:center">
        ${button(signUpLink, t(locale, 'mail.no_account.button'))}
      </p>`,
  );
  return { subject: t(locale, 'mail.no_account.subject', { app }), text, html };
}

/** An admin created an account for this person; they sign in with their email like anyone else. */
export function accountCreatedMail(input: {
  appName: string;
  name: string;
  signInLink: string;
  locale?: Locale;
}): RenderedMail {
  const { appName: app, name, signInLink, locale = defaultLocale } = input;
  const body = t(locale, 'mail.account_created.body', { app, name });
  const text = [
    body,
    '',
    t(locale, 'mail.sign_in_link', { link: signInLink }),
    '',
    t(locale, 'mail.signature', { app }),
  ].join('\n');
  const html = layout(
    app,
    locale,
    `<p style="margin:0 0 24px">${escapeHtml(body)}</p>
      <p style="margin:0;text-align:center">
        ${button(signInLink, t(locale, 'mail.sign_in_button'))}
      </p>`,
  );
  return { subject: t(locale, 'mail.account_created.subject', { app }), text, html };
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
  // "about an hour" covers whatever is left of the last hour.
  const body = t(locale, 'mail.sign_in_paused.body', { app, hours: Math.max(1, hoursLeft) });
  const next = t(locale, 'mail.sign_in_paused.next');
  const text = [
    body,
    '',
    next,
    '',
    t(locale, 'mail.sign_in_paused.link', { link: signInLink }),
    '',
    t(locale, 'mail.signature', { app }),
  ].join('\n');
  const html = layout(
    app,
    locale,
    `<p style="margin:0 0 16px">${escapeHtml(body)}</p>
      <p style="margin:0">${escapeHtml(next)}</p>`,
  );
  return { subject: t(locale, 'mail.sign_in_paused.subject', { app }), text, html };
}

export function parentGateLockedMail(input: {
  appName: string;
  minutes: number;
  signInLink: string;
  locale?: Locale;
}): RenderedMail {
  const { appName: app, minutes, signInLink, locale = defaultLocale } = input;
  const body = t(locale, 'mail.parent_gate_locked.body', { app, minutes });
  const next = t(locale, 'mail.parent_gate_locked.next');
  const text = [
    body,
    '',
    next,
    '',
    t(locale, 'mail.sign_in_link', { link: signInLink }),
    '',
    t(locale, 'mail.signature', { app }),
  ].join('\n');
  const html = layout(
    app,
    locale,
    `<p style="margin:0 0 16px">${escapeHtml(body)}</p>
      <p style="margin:0">${escapeHtml(next)}</p>`,
  );
  return { subject: t(locale, 'mail.parent_gate_locked.subject', { app }), text, html };
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
