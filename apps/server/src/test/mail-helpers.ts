import fs from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

/** Every .eml the folder transport wrote to DATA_DIR/mail, oldest first (names sort by time). */
export async function readMailFolder(dataDir: string): Promise<ReceivedMail[]> {
  const dir = path.join(dataDir, 'mail');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      return toReceived(file, await simpleParser(await fs.readFile(file)));
    }),
  );
}

export function toReceived(file: string, parsed: ParsedMail): ReceivedMail {
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
  return {
    file,
    to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    parsed,
  };
}

/** The newest message to `email`; fails the test when there is none. */
export async function lastMailTo(dataDir: string, email: string): Promise<ReceivedMail> {
  const mails = (await readMailFolder(dataDir)).filter((m) =>
    m.to.toLowerCase().includes(email.toLowerCase()),
  );
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email} in ${dataDir}/mail`);
  return last;
}

/**
 * The newest sign-in mail (one with a code) to `email`: other mail, such as the pause notice sent
 * after an answer, may land after it.
 */
export async function lastCodeMailTo(dataDir: string, email: string): Promise<ReceivedMail> {
  const last = (await mailsTo(dataDir, email)).filter((m) => /code: \d{6}/.test(m.text)).at(-1);
  if (!last) throw new Error(`no sign-in mail to ${email} in ${dataDir}/mail`);
  return last;
}

export const mailsTo = async (dataDir: string, email: string) =>
  (await readMailFolder(dataDir)).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));

/** The 6-digit code as a person reads it in the text part. */
export function codeIn(mail: ReceivedMail): string {
  const code = /code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail ${mail.file}:\n${mail.text}`);
  return code;
}

/** The key of the sign-in link in a code email (`/verify/{token}#key=…`). */
export function linkKeyIn(mail: ReceivedMail): string {
  const key = /\/verify\/[\w-]+#key=([\w-]+)/.exec(mail.text)?.[1];
  if (!key) throw new Error(`no sign-in link in: ${mail.text}`);
  return key;
}
