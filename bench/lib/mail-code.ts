// The one-time code a sign-up email carries, read from DATA_DIR/mail/*.eml (the embedded default
// without SMTP_URL), the way bench scripts sign a user up through the API.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeMail } from '../../e2e/support/mail-decode';

/** Waits for a message to `email` in `dataDir`/mail and returns its 6-digit code. */
export async function waitForCode(dataDir: string, email: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const text = decodeMail(await readFile(path.join(dir, name), 'utf8'));
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      const code = /\b(\d{6})\b/.exec(
        text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`No sign-up code for ${email} in ${dir}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
