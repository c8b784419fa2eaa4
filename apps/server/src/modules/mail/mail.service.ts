import path from 'node:path';
import type { Locale } from '@colorbook/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, isLocalOnly } from '../../config';
import type { Db } from '../../db/client';
import { listSettings } from '../settings/settings.repo';
import {
  accountCreatedMail,
  type CodeMailKind,
  codeMail,
  noAccountMail,
  parentGateLockedMail,
  type RenderedMail,
  signInPausedMail,
} from './mail.templates';
import { createMailTransport, type MailTransport } from './mail.transport';

const DEFAULT_APP_NAME = 'Colorbook';

export interface MailService {
  transport: MailTransport['kind'];
  sendCode(input: {
    to: string;
    kind: CodeMailKind;
    code: string;
    link: string;
    expiresInMinutes: number;
    /** The reader's language (issue 23): their account's, else the triggering request's. English when left out. */
    locale?: Locale;
  }): Promise<void>;
  sendNoAccount(to: string, locale?: Locale): Promise<void>;
  sendAccountCreated(to: string, name: string, locale?: Locale): Promise<void>;
  /** Tells an account's owner that sign-in with their address is paused after too many wrong codes. */
  sendSignInPaused(to: string, hoursLeft: number, locale?: Locale): Promise<void>;
  /** Tells the adult that the parent gate locked after too many wrong PINs (issue 24). */
  sendParentGateLocked(to: string, minutes: number, locale?: Locale): Promise<void>;
  close(): void;
}

export function createMailService(deps: { config: Config; db: Db; log: FastifyBaseLogger }): MailService {
  const { config, db, log } = deps;
  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    mailDir: path.join(config.DATA_DIR, 'mail'),
  });
  // Without SMTP a local user has no inbox: the log is where they find the code. Only where
  // nobody else can reach the app (config.ts isLocalOnly): a log shipped off a public server
  // would otherwise hold every account's way in.
  const logCodes = transport.kind === 'folder' && isLocalOnly(config);

  // Read per message: admins rename the app in settings, and mail is rare enough not to cache.
  const appName = async () => (await listSettings(db, ['app_name']))[0]?.value.trim() || DEFAULT_APP_NAME;

  const send = async (to: string, mail: RenderedMail, name: string) => {
    await transport.send({ from: fromAddress(config, name), to, ...mail });
  };

  return {
    transport: transport.kind,
    async sendCode(input) {
      const name = await appName();
      await send(input.to, codeMail({ ...input, appName: name }), name);
      if (logCodes) {
        log.info(
          { to: input.to, code: input.code, link: input.link },
          `One-time code for ${input.to}: ${input.code} (${input.link})`,
        );
      }
    },
    async sendNoAccount(to, locale) {
      const name = await appName();
      const signUpLink = `${config.PUBLIC_URL}/sign-up`;
      await send(to, noAccountMail({ appName: name, signUpLink, locale }), name);
      if (logCodes) log.info({ to }, `No account for ${to}: sent a "sign up instead" email, no code`);
    },
    async sendAccountCreated(to, userName, locale) {
      const name = await appName();
      const signInLink = `${config.PUBLIC_URL}/sign-in`;
      await send(to, accountCreatedMail({ appName: name, name: userName, signInLink, locale }), name);
    },
    async sendSignInPaused(to, hoursLeft, locale) {
      const name = await appName();
      const signInLink = `${config.PUBLIC_URL}/sign-in`;
      await send(to, signInPausedMail({ appName: name, hoursLeft, signInLink, locale }), name);
    },
    async sendParentGateLocked(to, minutes, locale) {
      const name = await appName();
      const signInLink = `${config.PUBLIC_URL}/sign-in`;
      await send(to, parentGateLockedMail({ appName: name, minutes, signInLink, locale }), name);
    },
    close: () => transport.close(),
  };
}

/** MAIL_FROM when set, else the app's name at no-reply@<the public host>. */
export function fromAddress(config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL'>, appName: string) {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  return { name: appName, address: `no-reply@${new URL(config.PUBLIC_URL).hostname}` };
}
