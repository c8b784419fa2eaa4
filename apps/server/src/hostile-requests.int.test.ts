import { errorCodes } from '@colorbook/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from './test/auth-helpers';
import { createTestApp, type TestApp } from './test/create-test-app';
import { seedPage } from './test/page-helpers';
import { type CataloguedRoute, catalogueRoutes } from './test/route-catalogue';

/**
 * Property-based fuzzing of every route (DESIGN §4, §10): requests built from each route's
 * contract schema (its field names) filled with hostile values, sent as a visitor, a user and
 * an admin. Whatever comes in: no 5xx, every error exactly `{message, code}` with a known
 * code, nothing that looks like a stack trace or a file path, and the server healthy after.
 * Seeded and bounded, so it runs in the normal test command.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);

let t: TestApp;
let routes: CataloguedRoute[];
let who: Record<'visitor' | 'user' | 'admin', UserWithSession | undefined>;
beforeAll(async () => {
  t = await createTestApp();
  routes = catalogueRoutes(t.app);
  await t.app.ready();
  const user = await createUserWithSession(t.db);
  const admin = await createUserWithSession(t.db, { admin: true });
  await seedPage(t.db, user.user.id);
  who = { visitor: undefined, user, admin };
});
afterAll(() => t?.close());

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[31mred',
    '\ud800',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '../../../etc/passwd',
    '%00',
    '%',
    '%E0%A4%A',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '\u0024{jndi:ldap://x}',
    '__proto__',
    'constructor',
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'NaN',
    '9007199254740993',
    '99999999999999999999',
    'https://evil.example/x.png',
    '/api/files/../../secret',
    'a'.repeat(5000),
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 1e308, true, false, null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Field names the route's zod schema knows (so values reach its checks), plus strangers. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}
const recordFor = (schema: unknown) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...fieldsOf(schema), 'extra', '__proto__', 'constructor'), hostileString),
    hostileValue,
    { maxKeys: 5 },
  );

/** encodeURIComponent refuses lone surrogates; send their (invalid) UTF-8 bytes instead. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const toQuery = (record: Record<string, unknown>) =>
  Object.entries(record)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

const hostilePathValue = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '2',
    '1.5',
    '1e3',
    '99999999999999999999',
    'abc',
    '%00',
    '%25',
    '%2F..%2F',
    '..%2F..',
  ),
  hostileString.map(encode),
);

function requestFor(route: CataloguedRoute) {
  const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
  return fc.record({
    path: fc.array(hostilePathValue, { minLength: 3, maxLength: 3 }),
    query: recordFor(schema?.querystring),
    body: fc.oneof(
      recordFor(schema?.body),
      hostileValue,
      fc.constantFrom(
        '{"a":',
        '[',
        'null',
        '"str"',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{}}}',
      ),
    ),
    // A visitor with a forged or garbled token, and headers a client could send.
    forgedToken: fc.oneof(
      fc.constantFrom('', 'null', 'Bearer', 'Bearer ', 'Basic YTpi'),
      fc.string({ maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x21-\x7e]/g, 'x')}`),
    ),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ),
  });
}

function urlFor(route: CataloguedRoute, path: string[], query: string) {
  let i = 0;
  const filled = route.url.replace(/:[A-Za-z_]+|\*$/g, () => path[i++ % path.length] ?? '1');
  return query ? `${filled}?${query}` : filled;
}

const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\/work\/|\/src\/|\.ts:\d+|Error: |stack|SELECT |invalid byte sequence/i;
let address = 0;

describe('hostile requests to every route', () => {
  it('never answer 5xx, always answer errors as exactly {message, code}, and leak nothing', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      if (route.url === '/api/health') continue;
      await fc
        .assert(
          fc.asyncProperty(
            requestFor(route),
            fc.constantFrom('visitor', 'user', 'admin' as const),
            async (input, role) => {
              const url = urlFor(route, input.path, toQuery(input.query as Record<string, unknown>));
              const payload =
                route.method === 'GET'
                  ? undefined
                  : typeof input.body === 'string'
                    ? input.body
                    : JSON.stringify(input.body);
              address += 1;
              const response = await t.app.inject({
                method: route.method as 'GET',
                url,
                payload,
                headers: {
                  ...(who[role]?.headers ?? { authorization: input.forgedToken }),
                  ...(payload === undefined ? {} : { 'content-type': input.contentType }),
                },
                remoteAddress: `10.99.${Math.floor(address / 250) % 250}.${address % 250}`,
              });
              sent += 1;
              const problem = judge(response.statusCode, response.body, response.headers['content-type']);
              if (problem)
                failures.push(
                  `${role} ${route.method} ${url.slice(0, 200)} → ${response.statusCode}: ${problem}`,
                );
              return problem === undefined;
            },
          ),
          { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
        )
        .catch((error: Error) => {
          // A failed property is already in `failures`; anything else (the request could not be sent) is a test bug.
          if (!failures.length) failures.push(`${route.method} ${route.url}: ${error.message.slice(0, 300)}`);
        });
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * RUNS_PER_ROUTE * 0.9);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});

function judge(status: number, body: string, contentType: unknown): string | undefined {
  if (status >= 500) return `5xx ${body.slice(0, 200)}`;
  if (status < 400) return undefined;
  if (!String(contentType).startsWith('application/json')) return `error not JSON (${String(contentType)})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'error body is not JSON';
  }
  const keys = Object.keys(parsed as object).sort();
  if (keys.join() !== 'code,message') return `error keys ${keys.join()}`;
  const { code, message } = parsed as { code: unknown; message: unknown };
  if (typeof message !== 'string' || !(errorCodes as readonly unknown[]).includes(code)) return `bad ${body}`;
  if (LEAK.test(message)) return `leaks: ${message.slice(0, 200)}`;
  return undefined;
}
