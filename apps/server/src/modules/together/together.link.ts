import {
  type ErrorCode,
  TOGETHER_CLOSE,
  TOGETHER_FAMILY_ONLY,
  TOGETHER_FULL,
  TOGETHER_NOT_FOUND,
  TOGETHER_NOT_JOINED,
  TOGETHER_RATE_BURST,
  TOGETHER_RATE_PER_SECOND,
  TOGETHER_REMOVED,
  TOGETHER_SIGN_IN,
  TOGETHER_TOO_FAST,
  TOGETHER_WRONG_SESSION,
  type TogetherActionMessage,
  type TogetherCursorMessage,
  type TogetherErrorCode,
  type TogetherServerMessage,
} from '@colorbook/contract';
import type { Db } from '../../db/client';
import { isAppError } from '../../errors';
import type { AuthUser } from '../../lib/auth-user';
import { hitRateLimit } from '../../lib/rate-limits.repo';
import { resolveProfile } from '../profiles/profile.plugin';
import type { TogetherHub } from './together.hub';
import type { TogetherPerson, TogetherService } from './together.service';

/*
 * What the socket (together.socket.ts) and the fallback (together.stream.ts, decision 0045) share:
 * the hello, the checks of every message and its delivery, the refusals and the rate bucket. Each
 * transport only turns a refusal into its own form: an error frame (and a close) on the socket,
 * an HTTP status with the socket's code in a header on the fallback.
 */

/** Hellos (joins and reconnects) per account in ten minutes: codes cannot be guessed by socket either. */
const HELLOS_PER_WINDOW = 200;
const HELLO_WINDOW_MS = 10 * 60_000;

/** A message refused, in the socket's terms; `english` is translated where it is sent. */
export class TogetherRefusal extends Error {
  override name = 'TogetherRefusal';
  constructor(
    readonly code: TogetherErrorCode,
    readonly english: string,
    /** The connection ends (the socket closes with `closeCode`). */
    readonly fatal: boolean,
    readonly closeCode: number = TOGETHER_CLOSE.refused,
  ) {
    super(english);
  }
}

/** The fallback's HTTP answer to each refusal (the body is the API's usual `{message, code}`). */
export const httpOfRefusal: Record<TogetherErrorCode, { status: number; code: ErrorCode }> = {
  UNAUTHENTICATED: { status: 401, code: 'UNAUTHENTICATED' },
  NOT_FOUND: { status: 404, code: 'NOT_FOUND' },
  ENDED: { status: 404, code: 'NOT_FOUND' },
  FULL: { status: 409, code: 'CONFLICT' },
  NOT_JOINED: { status: 409, code: 'CONFLICT' },
  FAMILY_ONLY: { status: 403, code: 'FORBIDDEN' },
  REMOVED: { status: 403, code: 'FORBIDDEN' },
  BAD_MESSAGE: { status: 400, code: 'VALIDATION_ERROR' },
  WRONG_SESSION: { status: 400, code: 'VALIDATION_ERROR' },
  TOO_FAST: { status: 429, code: 'RATE_LIMITED' },
  TOO_BIG: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  UNAVAILABLE: { status: 503, code: 'UNAVAILABLE' },
};

/** The error a refused hello answers with, from the service's message. */
const codeOfRefusal = (message: string): TogetherErrorCode =>
  message === TOGETHER_FULL
    ? 'FULL'
    : message === TOGETHER_FAMILY_ONLY
      ? 'FAMILY_ONLY'
      : message === TOGETHER_REMOVED
        ? 'REMOVED'
        : message === TOGETHER_NOT_JOINED
          ? 'NOT_JOINED'
          : 'NOT_FOUND';

/** The service's AppErrors as refusals (anything else is a fault, passed on). */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isAppError(err)) throw err;
    throw new TogetherRefusal(codeOfRefusal(err.message), err.message, true);
  }
}

/** A token bucket: TOGETHER_RATE_PER_SECOND on average, bursts up to TOGETHER_RATE_BURST. */
export function rateBucket(now = () => Date.now()) {
  let tokens = TOGETHER_RATE_BURST;
  let at = now();
  const refill = () => {
    const t = now();
    tokens = Math.min(TOGETHER_RATE_BURST, tokens + ((t - at) / 1000) * TOGETHER_RATE_PER_SECOND);
    at = t;
  };
  const take = () => {
    refill();
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
  /** Back to full: nothing to remember. */
  take.full = () => {
    refill();
    return tokens >= TOGETHER_RATE_BURST;
  };
  return take;
}

/**
 * One bucket per person, for the fallback's POSTs (each a request of its own, where the socket has
 * one per connection). In this process's memory, like the socket's: behind N processes a sender
 * gets at most N times the rate, and a flood is still refused (decision 0045).
 */
export type SenderBuckets = (person: TogetherPerson) => boolean;

export function personBuckets(now = () => Date.now()): SenderBuckets {
  const buckets = new Map<string, ReturnType<typeof rateBucket>>();
  return (person: TogetherPerson): boolean => {
    const key = `${person.userId}:${person.profileId ?? ''}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      // Forget the full ones now and then, so the map only holds people sending now.
      if (buckets.size >= 1000) for (const [k, b] of buckets) if (b.full()) buckets.delete(k);
      bucket = rateBucket(now);
      buckets.set(key, bucket);
    }
    return bucket();
  };
}

export interface LinkDeps {
  db: Db;
  service: TogetherService;
  hub: TogetherHub;
}

/** A participant's place in a live session, as every message after the hello is checked against. */
export interface Link {
  sessionId: number;
  participantId: number;
  /** The session's code: a message naming another is refused. */
  code: string;
}

/**
 * A hello (a socket's first message, the fallback's stream or POST): the person, within the hello
 * limit, joins the session (or finds their place again).
 */
export async function hello(deps: LinkDeps, person: TogetherPerson | null, code: string) {
  if (!person) throw new TogetherRefusal('UNAUTHENTICATED', TOGETHER_SIGN_IN, true);
  const { count } = await hitRateLimit(deps.db, `together-hello:user:${person.userId}`, HELLO_WINDOW_MS);
  if (count > HELLOS_PER_WINDOW)
    throw new TogetherRefusal('TOO_FAST', TOGETHER_TOO_FAST, true, TOGETHER_CLOSE.flood);
  return refusing(() => deps.service.connect(person, code));
}

/**
 * Who a socket's hello speaks for (decision 0049): the token's user, as the profile it names
 * (`profileId`, checked as PROFILE_HEADER is on every request: a child session only its own child,
 * an adult only its own account's profiles), or the adult. Null when nobody usable signed in.
 */
export async function personOfHello(
  db: Db,
  user: AuthUser | null,
  profileId: number | undefined,
): Promise<TogetherPerson | null> {
  if (!user || user.blocked) return null;
  const profile = await refusing(() =>
    resolveProfile(db, user, profileId === undefined ? undefined : String(profileId)),
  );
  return { userId: user.id, profileId: profile?.id ?? null, name: profile?.name ?? user.name };
}

/** Where a person who said hello before is in the session (the fallback's POSTs). */
export const linkOf = (deps: LinkDeps, person: TogetherPerson, code: string): Promise<Link> =>
  refusing(() => deps.service.linkOf(person, code));

/**
 * An action or a cursor of a participant, by socket or POST: checked against its session (live,
 * the sender still in it, the right code), then stored and numbered or relayed. Answers what goes
 * back to the sender (the ack), or null.
 */
export async function deliver(
  deps: LinkDeps,
  link: Link,
  message: TogetherActionMessage | TogetherCursorMessage,
): Promise<TogetherServerMessage | null> {
  const { service, hub } = deps;
  if (message.code !== link.code) throw new TogetherRefusal('WRONG_SESSION', TOGETHER_WRONG_SESSION, false);
  const state = await service.stillIn(link.sessionId, link.participantId);
  if (state === 'ended') throw new TogetherRefusal('ENDED', TOGETHER_NOT_FOUND, true, TOGETHER_CLOSE.ended);
  if (state === 'removed')
    throw new TogetherRefusal('REMOVED', TOGETHER_REMOVED, true, TOGETHER_CLOSE.removed);
  if (message.type === 'cursor') {
    const [x, y] = [Math.round(message.x * 10) / 10, Math.round(message.y * 10) / 10];
    await service.publish({ s: link.sessionId, k: 'cursor', p: link.participantId, x, y });
    return null;
  }
  let seq: number;
  try {
    seq = await service.append(link.sessionId, link.participantId, message.id, message.ops);
  } catch (err) {
    if (!isAppError(err)) throw err;
    const ended = err.code === 'NOT_FOUND';
    throw new TogetherRefusal(ended ? 'ENDED' : 'BAD_MESSAGE', err.message, ended, TOGETHER_CLOSE.ended);
  }
  // This process's own streams and sockets hear it at once; the others through the bus.
  hub.pump(link.sessionId);
  return { type: 'ack', id: message.id, seq };
}
