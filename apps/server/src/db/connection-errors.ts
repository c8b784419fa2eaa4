export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not answering. Please try again in a moment.';
/** The statement ran past DB_STATEMENT_TIMEOUT_SECONDS and PostgreSQL cancelled it. */
export const DATABASE_TIMEOUT_MESSAGE =
  'This took the server too long to look up. Please try again in a moment, or search for something more specific.';
export const SERVICE_UNAVAILABLE_MESSAGE =
  'A service the app depends on is not answering. Please try again in a moment.';

/** Socket-level failures: the other side is down, unreachable or went away mid-query. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL: admin shutdown / crash / cannot connect now, too many connections (and class 08 below). */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres and PGlite say these without a code. */
const DRIVER_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|pool after calling end|PGlite is closed/i;

type Cause = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; query?: unknown };

/** The error and what it wraps (Drizzle's DrizzleQueryError, AggregateError from dual-stack connects). */
function* chain(error: unknown): Generator<Cause> {
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length > 0 && seen < 10; seen++) {
    const next = queue.shift();
    if (typeof next !== 'object' || next === null) continue;
    const item = next as Cause;
    yield item;
    queue.push(item.cause);
    if (Array.isArray(item.errors)) queue.push(...item.errors);
  }
}

/**
 * What a request should answer when it failed because an outside service could not be
 * reached, rather than because of a bug: 503 with a message a person can act on (DESIGN §4),
 * and no restart needed — the pool reconnects on the next request. Undefined otherwise.
 */
export function unavailableMessage(error: unknown): string | undefined {
  let lostConnection = false;
  let database = false;
  for (const item of chain(error)) {
    const code = typeof item.code === 'string' ? item.code : '';
    // query_canceled: the statement timeout (db/client.ts); the connection itself is fine.
    if (code === '57014') return DATABASE_TIMEOUT_MESSAGE;
    if (code.startsWith('08') || POSTGRES_CODES.has(code)) return DATABASE_UNAVAILABLE_MESSAGE;
    if (typeof item.message === 'string' && DRIVER_MESSAGES.test(item.message))
      return DATABASE_UNAVAILABLE_MESSAGE;
    if (SOCKET_CODES.has(code)) lostConnection = true;
    // DrizzleQueryError: the failure happened while running SQL.
    if (typeof item.query === 'string') database = true;
  }
  if (!lostConnection) return undefined;
  return database ? DATABASE_UNAVAILABLE_MESSAGE : SERVICE_UNAVAILABLE_MESSAGE;
}
