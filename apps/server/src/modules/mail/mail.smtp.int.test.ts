import type { AddressInfo } from 'node:net';
import { challengeResponse } from '@colorbook/contract';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { codeIn, type ReceivedMail, readMailFolder, toReceived } from '../../test/mail-helpers';
import { upsertSetting } from '../settings/settings.repo';

/** A real SMTP server on a free local port that keeps every message it is given. */
async function startSmtp(options: { reject?: boolean } = {}) {
  const received: (ReceivedMail & { envelopeTo: string[]; envelopeFrom: string })[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (options.reject) {
        stream.resume();
        stream.on('end', () => callback(new Error('mailbox unavailable')));
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            ...toReceived('smtp', parsed),
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('sending through SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://colour.example' } });
    await upsertSetting(t.db, 'app_name', 'Crayon Club');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers a real message with the code, the link and the app name, and writes no .eml', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-up',
      payload: { name: 'Smtp User', email: 'smtp@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const { token } = challengeResponse.parse(res.json());

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    if (!mail) throw new Error('no message');
    expect(mail.envelopeTo).toEqual(['smtp@example.com']);
    expect(mail.envelopeFrom).toBe('no-reply@colour.example');
    expect(mail.parsed.from?.text).toContain('Crayon Club');
    expect(mail.subject).toContain('Crayon Club');
    expect(mail.text).toContain(`https://colour.example/verify/${token}`);
    expect(mail.html).toContain('Crayon Club');
    const code = codeIn(mail);
    expect(mail.html).toContain(code);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify',
      payload: { token, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(await readMailFolder(t.config.DATA_DIR)).toHaveLength(0);
  });
});

describe('a failing SMTP server', () => {
  const smtpOptions = { reject: true };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp(smtpOptions);
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Support <help@colour.example>' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('answers 502 with a message a person can act on, without SMTP details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-in',
      payload: { email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: 'UPSTREAM_FAILED',
      message: 'We could not send the email right now. Please try again in a few minutes.',
    });
    expect(res.body).not.toContain('mailbox unavailable');
  });

  it('sends again once the server recovers, without a restart', async () => {
    smtpOptions.reject = false;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-in',
      payload: { email: 'y@example.com' },
      remoteAddress: '10.3.0.2',
    });
    expect(res.statusCode).toBe(200);
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['y@example.com']]);
  });
});
