import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../errors';

export interface OutgoingMail {
  from: { name: string; address: string } | string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** 'smtp' sends for real; 'folder' writes .eml files a local user (or a test) can open. */
  kind: 'smtp' | 'folder';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const SEND_FAILED_MESSAGE =
  'We could not send the email right now. Please try again in a few minutes.';

/** SMTP when a URL is given (DESIGN §5), else one .eml file per message in `mailDir`. */
export function createMailTransport(options: { smtpUrl?: string; mailDir: string }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : folderTransport(options.mailDir);
}

type Nodemailer = typeof import('nodemailer').default;

/** nodemailer is loaded with the first message, not at start-up. */
function onFirstUse<T extends { close(): void }>(make: (mailer: Nodemailer) => T) {
  let made: Promise<T> | undefined;
  return {
    get: () => {
      made ??= import('nodemailer').then(({ default: mailer }) => make(mailer));
      return made;
    },
    close: () => void made?.then((transporter) => transporter.close()),
  };
}

function smtpTransport(url: string): MailTransport {
  const transporter = onFirstUse((mailer) => mailer.createTransport(url));
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await (await transporter.get()).sendMail(mail);
      } catch (err) {
        // The person can act on "try again"; the SMTP detail goes to the log via `cause`.
        throw new AppError('UPSTREAM_FAILED', SEND_FAILED_MESSAGE, { cause: err });
      }
    },
    close: transporter.close,
  };
}

function folderTransport(mailDir: string): MailTransport {
  const transporter = onFirstUse((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    kind: 'folder',
    async send(mail) {
      const info = await (await transporter.get()).sendMail(mail);
      await fs.mkdir(mailDir, { recursive: true });
      // Sortable by time; the random part keeps names unique across processes sharing DATA_DIR.
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // Write then rename, so a reader polling the folder never sees half a message.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
    },
    close: transporter.close,
  };
}
