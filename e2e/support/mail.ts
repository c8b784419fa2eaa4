// Reads the mail the server wrote to DATA_DIR/mail/*.eml (the embedded default without SMTP_URL),
// so a journey can sign up or sign in the way a user would: by reading the email.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { decodeMail } from './mail-decode';

export interface Mail {
  file: string;
  /** The raw message, headers included. */
  raw: string;
  /** Headers and body with quoted-printable and base64 text parts decoded, for searching. */
  text: string;
}

const POLL_MS = 100;

/**
 * Waits for the newest message to `to` written after `since` (a Date.now() taken before the action
 * that sends it), so a journey never reads an older code.
 */
export async function waitForMail(to: string, since: number, timeout = 10_000): Promise<Mail> {
  const dir = join(inject('dataDir'), 'mail');
  const deadline = Date.now() + timeout;
  const recipient = to.toLowerCase();
  for (;;) {
    const found = await newestMailTo(dir, recipient, since);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`No email to ${to} appeared in ${dir} within ${timeout / 1000}s.`);
    }
    // Poll interval while the server writes the file (not a wait for app behaviour).
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

async function newestMailTo(dir: string, recipient: string, since: number): Promise<Mail | undefined> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const candidates = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const file = join(dir, name);
        return { file, mtime: (await stat(file)).mtimeMs };
      }),
  );
  candidates.sort((a, b) => b.mtime - a.mtime);
  for (const { file, mtime } of candidates) {
    // mtime has coarser precision than Date.now() on some file systems.
    if (mtime < since - 1_000) break;
    const raw = await readFile(file, 'utf8');
    const toHeader = /^to:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
    if (toHeader.toLowerCase().includes(recipient)) return { file, raw, text: decodeMail(raw) };
  }
  return undefined;
}

/** The 6-digit one-time code in a sign-up / sign-in email. */
export function oneTimeCode(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(
    mail.text
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  )?.[1];
  if (!code) throw new Error(`No 6-digit code in ${mail.file}`);
  return code;
}

/** The first link in the email whose path starts with `pathPrefix`, e.g. '/verify/'. */
export function linkIn(mail: Mail, pathPrefix: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s"'<>)]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`No link to ${pathPrefix}… in ${mail.file}`);
}
