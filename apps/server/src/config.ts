import path from 'node:path';
import { z } from 'zod';

/**
 * The only module that reads the environment (DESIGN §11.4). `server.ts` calls
 * `loadConfig(process.env)` once; tests build config objects with `loadConfig({...})`.
 */

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z.string().optional();
const urlWith = (protocols: string[], what: string) =>
  z
    .url({
      protocol: new RegExp(`^(${protocols.join('|')})$`),
      error: `must be a ${what} URL (${protocols.map((p) => `${p}://`).join(' or ')})`,
    })
    .optional();

const countError = { error: 'must be a whole number of at least 1' };
const countAtLeastOne = z.coerce.number(countError).int(countError).min(1, countError);

const varsSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int({ error: 'must be a whole number from 1 to 65535' })
    .min(1, { error: 'must be a whole number from 1 to 65535' })
    .max(65535, { error: 'must be a whole number from 1 to 65535' })
    .default(3000),
  // Loopback: a server reachable from elsewhere is a deliberate HOST=0.0.0.0 (issue 38).
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWith(['postgres', 'postgresql'], 'PostgreSQL'),
  PUBLIC_URL: urlWith(['http', 'https'], 'http(s)'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  WEB_DIST: optionalText,
  TRUST_PROXY: optionalText,
  SMTP_URL: urlWith(['smtp', 'smtps'], 'SMTP'),
  MAIL_FROM: optionalText,
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_NAME: z.string().default('Admin'),
  CODE_LIMIT_PER_EMAIL: countAtLeastOne.default(5),
  // Four clients' worth: a stranger (or three) spending their own allowance on someone's
  // address cannot use up this ceiling, while it still caps the mail one inbox gets at
  // 80 an hour. Guessing is not what it guards (the daily wrong-code cap does), so it can be generous.
  CODE_LIMIT_PER_EMAIL_ALL_IPS: countAtLeastOne.default(20),
  CODE_LIMIT_PER_IP: countAtLeastOne.default(20),
  TRENDING_REFRESH_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0, { error: 'must be a whole number of seconds' })
    .default(60),
  LIST_ANCHORS_REFRESH_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds, at least 1' })
    .int({ error: 'must be a whole number of seconds, at least 1' })
    .min(1, { error: 'must be a whole number of seconds, at least 1' })
    .default(300),
  JOB_LEASE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds, at least 3' })
    .int({ error: 'must be a whole number of seconds, at least 3' })
    .min(3, { error: 'must be a whole number of seconds, at least 3' })
    .default(30),
  S3_ENDPOINT: urlWith(['http', 'https'], 'http(s)'),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  STORAGE_QUOTA_MB: countAtLeastOne.default(500),
  STORAGE_SWEEP_GRACE_HOURS: countAtLeastOne.default(24),
  OPENAI_API_KEY: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: urlWith(['http', 'https'], 'http(s)'),
  DEMO_PAYMENTS: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ALLOW_PRIVATE_OUTBOUND: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  DB_STATEMENT_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0, { error: 'must be a whole number of seconds' })
    .default(10),
  LIST_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be a whole number' })
    .default(60),
});

export type EnvName = keyof z.input<typeof varsSchema>;

/** One line per variable; the README's configuration table is generated from this. */
export const configDocs: Record<EnvName, string> = {
  PORT: 'Port the server listens on (default 3000).',
  HOST: 'Interface to bind (default 127.0.0.1, this machine only). Set 0.0.0.0 (or :: for IPv6 too) to listen on all interfaces, as a server others reach must.',
  DATA_DIR:
    'Folder for the embedded database, uploads and outgoing mail files (default ./data, relative to the working directory).',
  DATABASE_URL: 'PostgreSQL connection URL. When unset, the embedded PGlite database in DATA_DIR/db is used.',
  PUBLIC_URL:
    'Address users reach the app at, used in email links (default http://localhost:PORT). Only a loopback address (localhost, 127.x.x.x, [::1]) with a loopback HOST outside production turns on test payments and log-printed sign-in codes by default.',
  NODE_ENV:
    'development (default), production or test. Production turns off test payments (unless DEMO_PAYMENTS=true) and log-printed codes.',
  LOG_LEVEL: `Log level: ${logLevels.join(', ')} (default info).`,
  WEB_DIST: 'Folder of the built web app to serve (default apps/web/dist).',
  TRUST_PROXY:
    'Behind a load balancer: the comma-separated addresses/CIDRs of the proxies (preferred), or true, so client IPs come from X-Forwarded-For (default false). true is unsafe unless only the proxy can reach the server: anyone who can connect directly can then claim any client IP and step around every per-IP limit.',
  SMTP_URL:
    'SMTP server for email (smtp:// or smtps://). When unset, emails are written to DATA_DIR/mail as .eml files.',
  MAIL_FROM: 'Sender address of outgoing email, e.g. "Colorbook <hello@example.com>".',
  ADMIN_EMAIL: 'Creates this admin at start-up when no admin exists (for scripted deploys).',
  ADMIN_NAME: 'Name of the ADMIN_EMAIL admin (default Admin).',
  CODE_LIMIT_PER_EMAIL:
    'Sign-in codes one email address may be sent per 15 minutes at the request of one client IP (an IPv6 /64 counts as one) (default 5).',
  CODE_LIMIT_PER_EMAIL_ALL_IPS:
    'Sign-in codes one email address may be sent per 15 minutes in all, whoever asks (default 20). Keep it well above CODE_LIMIT_PER_EMAIL so strangers asking for codes cannot stop the owner getting one.',
  CODE_LIMIT_PER_IP:
    'Sign-in codes one client IP (an IPv6 /64 counts as one) may request per hour (default 20). Raise it when many people share one address, e.g. a school network.',
  TRENDING_REFRESH_SECONDS:
    "How old the week's trending ranking may get before one server recomputes it into the database for all of them, in seconds (default 60; 0 = on every request).",
  LIST_ANCHORS_REFRESH_SECONDS:
    'How old the stored positions of deep list pages (offset 10 000 and beyond) may get before one server stores them anew while such pages are read, in seconds (default 300). Pages before that offset are always exact.',
  JOB_LEASE_SECONDS:
    'How long a server holds a page generation without a heartbeat (default 30, at least 3). A job whose server died is taken over when its lease runs out.',
  S3_ENDPOINT: 'S3-compatible endpoint URL (omit for AWS S3). Files go to S3 when S3_BUCKET is set.',
  S3_REGION: 'S3 region (default us-east-1).',
  S3_BUCKET: 'S3 bucket for uploads and generated images. When unset, files are stored in DATA_DIR.',
  S3_ACCESS_KEY_ID: 'S3 access key id (required with S3_BUCKET).',
  S3_SECRET_ACCESS_KEY: 'S3 secret access key (required with S3_BUCKET).',
  STORAGE_QUOTA_MB:
    'Storage each user may fill with their uploads, colouring saves, upload previews and colouring books, in megabytes (default 500). Past it, uploads and saves answer 413 until unused files are swept. Page images are not counted (each page costs a credit).',
  STORAGE_SWEEP_GRACE_HOURS:
    'How old a stored file that no page, colouring, profile or setting uses must be before the hourly sweep deletes it, in hours (default 24, at least 1). Upload previews are deleted after a day whatever this says.',
  OPENAI_API_KEY:
    "OpenAI API key for image generation; the openai_key setting overrides it. Sent only to OpenAI's own API: once an admin sets openai_base_url, the key must be set in openai_key too.",
  STRIPE_SECRET_KEY: 'Stripe secret key for card payments; the stripe_key setting overrides it.',
  STRIPE_WEBHOOK_SECRET: 'Stripe webhook signing secret; the stripe_webhook_secret setting overrides it.',
  STRIPE_API_URL:
    "Where the Stripe SDK sends its calls (default Stripe's own API); point it at a Stripe-protocol stand-in for tests or self-hosted set-ups.",
  DEMO_PAYMENTS:
    'true or false: test payments (card checkouts without a Stripe key complete on a test screen; no money moves). Default true only when both HOST and PUBLIC_URL are loopback addresses and NODE_ENV is not production; refused with a public https PUBLIC_URL.',
  ALLOW_PRIVATE_OUTBOUND:
    'true or false (default false): let the server call private, loopback and link-local addresses (10.x, 192.168.x, 127.x, 169.254.x, fc00::/7, ...) for the OpenAI base URL, its image links and the VirtPay href. Off, such URLs are refused when saved and every call is checked after DNS resolution, so an admin session cannot send the API keys into the private network. Turn on only for self-hosted services on your own network.',
  DB_STATEMENT_TIMEOUT_SECONDS:
    'PostgreSQL: the longest one SQL statement may run before the database cancels it, in seconds (default 10; 0 = no limit), so a slow search cannot hold a pooled connection. Migrations run without it. The embedded PGlite database cannot cancel a statement (it has no timer); there LIST_RATE_LIMIT_PER_MINUTE is the bound.',
  LIST_RATE_LIMIT_PER_MINUTE:
    'Searched page-list reads, and reads past the tenth page of a list, one user may make per minute (default 60; 0 = no limit). Beyond it the list answers 429 until the minute is over. The first ten pages of an unsearched list are not counted.',
};

/** Where `npm run build` puts the SPA, found from this file so the server works from any cwd. */
const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * Whether a URL names this machine only: localhost, 127.0.0.0/8 or [::1]. Written out rather
 * than resolved, so a name that happens to resolve to 127.0.0.1 today does not count.
 */
export function isLoopbackUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Whether a listening address takes connections from this machine only: localhost, 127.0.0.0/8
 * or ::1. 0.0.0.0, :: and every other address are reachable from elsewhere.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * Nobody but this machine reaches the app (it listens on loopback only and is addressed so) and
 * it is not a production server: only then are the shortcuts for local use on by default (test
 * payments, sign-in codes in the log). Anything else fails closed: a server deployed without
 * NODE_ENV or PUBLIC_URL still listens where others reach it.
 */
export const isLocalOnly = (config: { HOST: string; PUBLIC_URL: string; NODE_ENV: string }): boolean =>
  config.NODE_ENV !== 'production' && isLoopbackHost(config.HOST) && isLoopbackUrl(config.PUBLIC_URL);

/** Fastify ignores hop counts (they cannot validate the peer), so only true or addresses. */
const parseTrustProxy = (value: string | undefined): boolean | string =>
  value === undefined || value === 'false' ? false : value === 'true' ? true : value;

export const configSchema = varsSchema
  .superRefine((c, ctx) => {
    // Free plans and pages for anyone who can reach the server: never on a public https site.
    if (c.DEMO_PAYMENTS === 'true' && c.PUBLIC_URL?.startsWith('https:') && !isLoopbackUrl(c.PUBLIC_URL))
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_PAYMENTS'],
        message:
          'cannot be true when PUBLIC_URL is a public https address (anyone could get plans and pages without paying)',
      });
    if (!c.S3_BUCKET) return;
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!c[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
    }
  })
  .transform((c) => {
    const PUBLIC_URL = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
    return {
      ...c,
      DATA_DIR: path.resolve(c.DATA_DIR),
      PUBLIC_URL,
      WEB_DIST: path.resolve(c.WEB_DIST ?? defaultWebDist),
      TRUST_PROXY: parseTrustProxy(c.TRUST_PROXY),
      ALLOW_PRIVATE_OUTBOUND: c.ALLOW_PRIVATE_OUTBOUND === 'true',
      DEMO_PAYMENTS:
        c.DEMO_PAYMENTS === undefined
          ? isLocalOnly({ HOST: c.HOST, PUBLIC_URL, NODE_ENV: c.NODE_ENV })
          : c.DEMO_PAYMENTS === 'true',
    };
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Validates the environment. Empty values count as unset (docker-compose and .env files often
 * leave `VAR=`). Throws a one-line ConfigError naming the variable; values are never echoed
 * because several of them are secrets.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const known = Object.keys(configDocs) as EnvName[];
  const input: Record<string, string> = {};
  for (const name of known) {
    const value = env[name]?.trim();
    if (value) input[name] = value;
  }
  const result = configSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'configuration');
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}.`);
}
