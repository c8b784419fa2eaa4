/**
 * The emails the app sends. Each has a text and an HTML part; the HTML uses inline styles and
 * tables because many mail clients ignore <style> and flexbox. The code comes first in the
 * text part so a glance at a notification shows it.
 */

export type CodeMailKind = 'signup' | 'signin' | 'existing_account' | 'email_change' | 'admin_create';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const intros: Record<CodeMailKind, (app: string) => string> = {
  signup: (app) => `Welcome to ${app}! Enter this code to finish creating your account.`,
  signin: (app) => `Enter this code to sign in to ${app}.`,
  existing_account: (app) =>
    `You already have a ${app} account with this email address, so there is no need to sign up again. Enter this code to sign in.`,
  email_change: (app) => `Enter this code to confirm this address as the new email of your ${app} account.`,
  admin_create: (app) => `Enter this code to finish creating the ${app} admin account.`,
};

const buttonLabels: Record<CodeMailKind, string> = {
  signup: 'Finish sign-up',
  signin: 'Sign in',
  existing_account: 'Sign in',
  email_change: 'Open my account',
  admin_create: 'Finish admin setup',
};

export function codeMail(input: {
  kind: CodeMailKind;
  appName: string;
  code: string;
  link: string;
  expiresInMinutes: number;
}): RenderedMail {
  const { kind, appName, code, link, expiresInMinutes } = input;
  const intro = intros[kind](appName);
  const expiry = `The code expires in ${expiresInMinutes} minutes and works once. If you did not ask for it, you can ignore this email.`;
  const text = [
    `Your ${appName} code: ${code}`,
    '',
    intro,
    '',
    `Or open this link and enter the code there: ${link}`,
    '',
    expiry,
    '',
    `— ${appName}`,
  ].join('\n');
  const html = layout(
    appName,
    `<p style="margin:0 0 20px">${escapeHtml(intro)}</p>
      <p style="margin:0 0 24px;text-align:center">
        <span style="display:inline-block;padding:14px 24px;border-radius:12px;background:#f3f0ff;color:#2e1065;font-size:34px;font-weight:700;letter-spacing:8px;font-family:Menlo,Consolas,monospace">${escapeHtml(code)}</span>
      </p>
      <p style="margin:0 0 24px;text-align:center">
        <a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#7c3aed;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(buttonLabels[kind])}</a>
      </p>
      <p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(expiry)}</p>`,
  );
  return { subject: `Your ${appName} code: ${code}`, text, html };
}

/** Sign-in to an address with no account: said only to that address, so nothing is enumerated. */
export function noAccountMail(input: { appName: string; signUpLink: string }): RenderedMail {
  const { appName, signUpLink } = input;
  const body = `Someone (hopefully you) asked to sign in to ${appName} with this email address, but there is no account for it yet.`;
  const next = 'If that was you, you can create an account in a minute. If not, you can ignore this email.';
  const text = [body, '', next, '', `Sign up: ${signUpLink}`, '', `— ${appName}`].join('\n');
  const html = layout(
    appName,
    `<p style="margin:0 0 16px">${escapeHtml(body)}</p>
      <p style="margin:0 0 24px">${escapeHtml(next)}</p>
      <p style="margin:0;text-align:center">
        <a href="${escapeHtml(signUpLink)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#7c3aed;color:#fff;text-decoration:none;font-weight:600">Sign up</a>
      </p>`,
  );
  return { subject: `Signing in to ${appName}`, text, html };
}

/** An admin created an account for this person; they sign in with their email like anyone else. */
export function accountCreatedMail(input: {
  appName: string;
  name: string;
  signInLink: string;
}): RenderedMail {
  const { appName, name, signInLink } = input;
  const body = `Hi ${name}, an account on ${appName} has been created for you. Sign in with this email address; we will send you a code each time, so there is no password to remember.`;
  const text = [body, '', `Sign in: ${signInLink}`, '', `— ${appName}`].join('\n');
  const html = layout(
    appName,
    `<p style="margin:0 0 24px">${escapeHtml(body)}</p>
      <p style="margin:0;text-align:center">
        <a href="${escapeHtml(signInLink)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#7c3aed;color:#fff;text-decoration:none;font-weight:600">Sign in</a>
      </p>`,
  );
  return { subject: `Your ${appName} account is ready`, text, html };
}

/**
 * Sign-in to this address was paused after too many wrong codes: sent once per pause to the
 * account's owner, who may be the only one who can tell whether it was them.
 */
export function signInPausedMail(input: {
  appName: string;
  hoursLeft: number;
  signInLink: string;
}): RenderedMail {
  const { appName, hoursLeft, signInLink } = input;
  const wait = hoursLeft <= 1 ? 'about an hour' : `about ${hoursLeft} hours`;
  const body = `Someone entered too many wrong sign-in codes for your ${appName} account today. To keep it safe, signing in with this email address is paused for ${wait}.`;
  const next =
    'Nobody got in: every one of those codes was wrong. If it was you, simply sign in again once the pause is over. If it was not you, you do not need to do anything, and never share the codes we send you with anyone.';
  const text = [body, '', next, '', `Sign in later: ${signInLink}`, '', `— ${appName}`].join('\n');
  const html = layout(
    appName,
    `<p style="margin:0 0 16px">${escapeHtml(body)}</p>
      <p style="margin:0">${escapeHtml(next)}</p>`,
  );
  return { subject: `Someone is trying to sign in to your ${appName} account`, text, html };
}

export function parentGateLockedMail(input: {
  appName: string;
  minutes: number;
  signInLink: string;
}): RenderedMail {
  const { appName, minutes, signInLink } = input;
  const body = `Someone entered the wrong parent PIN too many times on your ${appName} account. The parent gate is locked for ${minutes} minutes.`;
  const next =
    'Your child cannot leave kid mode or reach your account meanwhile. If you forgot the PIN, sign in again with a code and set a new one.';
  const text = [body, '', next, '', `Sign in: ${signInLink}`, '', `— ${appName}`].join('\n');
  const html = layout(
    appName,
    `<p style="margin:0 0 16px">${escapeHtml(body)}</p>
      <p style="margin:0">${escapeHtml(next)}</p>`,
  );
  return { subject: `The parent gate of your ${appName} account is locked`, text, html };
}

function layout(appName: string, content: string): string {
  const name = escapeHtml(appName);
  return `<!doctype html>
<html lang="en">
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
        <p style="margin:16px 0 0;color:#9ca3af;font-size:12px">Sent by ${name}. You get this email because this address was entered in the app.</p>
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
