import { z } from 'zod';
import { rowId } from './common';

/*
 * Colour together (issue 40, decision 0041): live co-colouring of one page by up to four people.
 * REST starts, reads and ends a session; a WebSocket (/api/together/ws) carries the actions. Every
 * action is a batch of the replay log's ops (`@colorbook/canvas` action-log.ts), numbered by the
 * server per session: the numbered log is the one source of truth, and every canvas is that log
 * played in order.
 */

/** Up to four people colour one page together. */
export const TOGETHER_MAX_PARTICIPANTS = 4;
/** A session nobody acted in for two hours ends. */
export const TOGETHER_IDLE_MS = 2 * 60 * 60_000;
/** Codes are this long, from TOGETHER_CODE_ALPHABET (no 0/O, 1/I/L): 32^10 = 2^50. */
export const TOGETHER_CODE_LENGTH = 10;
export const TOGETHER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** One WebSocket message at most (the socket closes with 1009 beyond it). */
export const TOGETHER_MAX_MESSAGE_BYTES = 64 * 1024;
/** Ops in one action; a long stroke is one gesture op. */
export const TOGETHER_MAX_OPS = 16;
/** Samples in one gesture (x, y, pressure each). */
export const TOGETHER_MAX_POINTS = 4000;
/** Messages per second a connection may send on average (cursor moves included), and its burst. */
export const TOGETHER_RATE_PER_SECOND = 40;
export const TOGETHER_RATE_BURST = 120;

export const togetherCode = z
  .string()
  .regex(/^[A-Za-z0-9]{6,16}$/)
  .transform((code) => code.toUpperCase());
export const togetherCodeParam = z.object({ code: togetherCode });

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const coord = z
  .number()
  .int()
  .min(-4096 * 8)
  .max(4096 * 8);

/** The replay log's ops a person may send (the server also runs them through the log's own checks). */
export const togetherOp = z.discriminatedUnion('op', [
  z.strictObject({
    op: z.literal('set'),
    settings: z.record(z.string().max(16), z.unknown()).refine((s) => Object.keys(s).length <= 8),
  }),
  z.strictObject({
    op: z.literal('gesture'),
    points: z
      .array(z.number().int())
      .min(3)
      .max(TOGETHER_MAX_POINTS * 3)
      .refine((p) => p.length % 3 === 0),
  }),
  z.strictObject({ op: z.enum(['fill', 'region']), x: coord, y: coord }),
  z.strictObject({
    op: z.literal('key'),
    key: z.strictObject({
      palette: z.array(hex).min(1).max(24),
      regions: z
        .array(z.strictObject({ x: z.number().int(), y: z.number().int(), c: z.number().int() }))
        .max(4096),
    }),
  }),
  z.strictObject({ op: z.enum(['undo', 'redo', 'clear', 'magic', 'hint']) }),
]);
export type TogetherOp = z.infer<typeof togetherOp>;

export const togetherParticipant = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  host: z.boolean(),
});
export type TogetherParticipant = z.infer<typeof togetherParticipant>;

/** POST /together: start a session on a page you may colour. */
export const togetherStartBody = z.strictObject({ pageId: rowId });

/** A live session, as POST /together and GET /together/{code} answer. */
export const togetherSession = z.object({
  code: z.string(),
  pageId: z.number().int(),
  hostName: z.string(),
  /** True when you started it: you may end it and remove people. */
  isHost: z.boolean(),
  /** Only the host's family may join (a child started it). */
  familyOnly: z.boolean(),
  participants: z.array(togetherParticipant),
  lastSeq: z.number().int(),
});
export type TogetherSession = z.infer<typeof togetherSession>;

/** GET /together/family: the sessions your family is colouring now ("Colour with …"). */
export const togetherFamilyList = z.object({ data: z.array(togetherSession) });
export type TogetherFamilyList = z.infer<typeof togetherFamilyList>;

export const togetherParticipantParam = z.object({
  code: togetherCode,
  participantId: rowId,
});

/** One numbered action of the log. */
export const togetherAction = z.object({
  seq: z.number().int(),
  participantId: z.number().int(),
  id: z.string(),
  ops: z.array(togetherOp),
});
export type TogetherAction = z.infer<typeof togetherAction>;

const clientActionId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const seqNumber = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);

const actionMessage = z.strictObject({
  type: z.literal('action'),
  code: togetherCode,
  id: clientActionId,
  ops: z.array(togetherOp).min(1).max(TOGETHER_MAX_OPS),
});
const cursorMessage = z.strictObject({
  type: z.literal('cursor'),
  code: togetherCode,
  x: z.number().finite().min(-10_000).max(10_000),
  y: z.number().finite().min(-10_000).max(10_000),
});
const pingMessage = z.strictObject({ type: z.literal('ping') });
/** What a participant sends once in the session, by socket or by POST. */
export type TogetherActionMessage = z.infer<typeof actionMessage>;
export type TogetherCursorMessage = z.infer<typeof cursorMessage>;

/** What a client sends over the socket. The first message is `hello`; every one names its session. */
export const togetherClientMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('hello'),
    /** The bearer token (a browser cannot set headers on a WebSocket). */
    token: z.string().min(1).max(256),
    code: togetherCode,
    /** The last sequence number this device saw: the server sends what came after. */
    lastSeq: seqNumber,
    /**
     * The child profile this device colours as, as PROFILE_HEADER names it on every request
     * (decision 0049): checked the same way; without it, the adult (or a child session's child).
     */
    profileId: z
      .number()
      .int()
      .min(1)
      .max(2 ** 31 - 1)
      .optional(),
  }),
  actionMessage,
  cursorMessage,
  pingMessage,
]);
export type TogetherClientMessage = z.infer<typeof togetherClientMessage>;

/*
 * The fallback where WebSockets are blocked (decision 0045): GET /together/{code}/events is a
 * server-sent event stream (the hello: it joins, then carries what the socket carries, each
 * message one `data:` line of JSON), and POST /together/{code}/messages takes what a client
 * sends the socket. Both authenticate by the Authorization header (a fetch, never the token in
 * the URL); errors are the API's `{message, code}` in the person's language, with the socket's
 * error code in the TOGETHER_ERROR_HEADER header.
 */

/** GET /together/{code}/events?lastSeq=: the stream sends every action after `lastSeq` first. */
export const togetherEventsQuery = z.strictObject({
  lastSeq: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
});

/** POST /together/{code}/messages: the socket's messages, the hello without its token (in the header). */
export const togetherPostMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('hello'), code: togetherCode, lastSeq: seqNumber }),
  actionMessage,
  cursorMessage,
  pingMessage,
]);
export type TogetherPostMessage = z.infer<typeof togetherPostMessage>;

/** The answer to a POST: what the socket would have sent its sender (`ok`: a cursor, relayed). */
export const togetherPostAnswer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), session: togetherSession, you: togetherParticipant }),
  z.object({ type: z.literal('ack'), id: z.string(), seq: z.number().int() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('ok') }),
]);
export type TogetherPostAnswer = z.infer<typeof togetherPostAnswer>;

/** The response header naming the socket's error code of a refused fallback request. */
export const TOGETHER_ERROR_HEADER = 'x-together-error';
/** The stream sends a comment this often, so proxies keep it open and a dead peer is noticed. */
export const TOGETHER_KEEPALIVE_MS = 15_000;

/**
 * POST /together/{code}/replay: keep the session's log as the replay of your colouring just saved
 * as `photo`: the numbered actions up to `upTo`, then your own `pending` ones (numbered since),
 * as the picture was played when it was saved.
 */
export const togetherReplayBody = z.strictObject({
  photo: z.string().min(1).max(2048),
  upTo: seqNumber,
  pending: z.array(clientActionId).max(500).default([]),
});
export type TogetherReplayBody = z.infer<typeof togetherReplayBody>;

/** An action in play order, with its author (null: this device's, not numbered yet). */
export type TogetherPlayed = { author: number | null; ops: readonly TogetherOp[] };

const isHistoryOnly = (ops: readonly TogetherOp[]) =>
  ops.every((op) => op.op === 'set' || op.op === 'undo' || op.op === 'redo') &&
  ops.some((op) => op.op === 'undo' || op.op === 'redo');

/**
 * Every painting action in play order, with whether an undo took it back. Undo and redo are per
 * person: an `undo` takes back its author's latest action still standing, whoever painted since.
 * One definition for every canvas (web) and for the saved replay (server).
 */
export function togetherStanding(
  played: readonly TogetherPlayed[],
): (TogetherPlayed & { undone: boolean })[] {
  const entries: (TogetherPlayed & { undone: boolean })[] = [];
  const redo = new Map<number | null, number[]>();
  for (const action of played) {
    if (!isHistoryOnly(action.ops)) {
      entries.push({ ...action, undone: false });
      redo.set(action.author, []);
      continue;
    }
    const stack = redo.get(action.author) ?? [];
    redo.set(action.author, stack);
    for (const op of action.ops) {
      if (op.op === 'undo') {
        let index = entries.length - 1;
        while (index >= 0 && (entries[index]?.author !== action.author || entries[index]?.undone)) index--;
        const entry = entries[index];
        if (!entry) continue;
        entry.undone = true;
        stack.push(index);
      } else if (op.op === 'redo') {
        const entry = entries[stack.pop() ?? -1];
        if (entry) entry.undone = false;
      }
    }
  }
  return entries;
}

/** The ops that paint the picture: every action still standing, in play order (no undo, no redo). */
export const togetherPictureOps = (played: readonly TogetherPlayed[]): TogetherOp[] =>
  togetherStanding(played)
    .filter((entry) => !entry.undone)
    .flatMap((entry) => entry.ops.filter((op) => op.op !== 'undo' && op.op !== 'redo'));

export const togetherErrorCodes = [
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'FULL',
  'FAMILY_ONLY',
  'REMOVED',
  'ENDED',
  'BAD_MESSAGE',
  'WRONG_SESSION',
  'TOO_FAST',
  'TOO_BIG',
  'UNAVAILABLE',
  'NOT_JOINED',
] as const;
export type TogetherErrorCode = (typeof togetherErrorCodes)[number];

/** What the server sends. `message` of an error is in the person's language. */
export type TogetherServerMessage =
  | {
      type: 'welcome';
      session: TogetherSession;
      you: TogetherParticipant;
    }
  | { type: 'actions'; actions: TogetherAction[] }
  | { type: 'ack'; id: string; seq: number }
  | { type: 'participants'; participants: TogetherParticipant[] }
  | { type: 'cursor'; participantId: number; x: number; y: number }
  | { type: 'ended' }
  | { type: 'pong' }
  | { type: 'error'; code: TogetherErrorCode; message: string; fatal: boolean };

/** Close codes (4000–4999 are the application's). */
export const TOGETHER_CLOSE = { ended: 4000, removed: 4001, refused: 4003, flood: 4008 } as const;

export const TOGETHER_NOT_FOUND = 'This colour-together session has ended or does not exist.';
export const TOGETHER_FULL = 'This session already has four people colouring.';
export const TOGETHER_FAMILY_ONLY = 'Only your own family can colour in this session.';
export const TOGETHER_REMOVED = 'The host took you out of this session.';
export const TOGETHER_NOT_HOST = 'Only the person who started the session can do this.';
export const TOGETHER_BAD_MESSAGE = 'That message could not be read; nothing was changed.';
export const TOGETHER_WRONG_SESSION = 'That message was for another session; nothing was changed.';
export const TOGETHER_TOO_FAST = 'Too many messages at once; reconnecting.';
export const TOGETHER_SIGN_IN = 'Please sign in to colour together.';
export const TOGETHER_PAGE_HIDDEN = 'You cannot colour this page.';
export const TOGETHER_SOCKET_ONLY = 'This address only takes a WebSocket connection.';
export const TOGETHER_TOO_BIG = 'That message is too large; nothing was changed.';
export const TOGETHER_NOT_JOINED = 'Join the session before sending to it; nothing was changed.';
