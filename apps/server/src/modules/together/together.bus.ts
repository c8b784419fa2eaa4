import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Client, ClientConfig } from 'pg';
import type { Db } from '../../db/client';

/*
 * What one server process tells the others about a session (decision 0041), through PostgreSQL's
 * LISTEN/NOTIFY: no new infrastructure. On PGlite (one process) the same NOTIFY reaches the same
 * instance's listener, so both drivers take one path. Events carry ids, never the actions: each
 * process reads the log itself (the one source of truth), so a lost notification only delays.
 */

export const TOGETHER_CHANNEL = 'colorbook_together';

export type BusEvent =
  | { s: number; k: 'actions' }
  | { s: number; k: 'cursor'; p: number; x: number; y: number }
  | { s: number; k: 'participants' }
  | { s: number; k: 'removed'; p: number }
  | { s: number; k: 'ended' };

export interface TogetherBus {
  publish(event: BusEvent): Promise<void>;
  /** `resync` is called after the listener connection was lost and is back: events may have been missed. */
  start(handlers: { event(event: BusEvent): void; resync(): void }): Promise<void>;
  close(): Promise<void>;
}

interface PgliteLike {
  readonly closed: boolean;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}
interface PoolLike {
  options: ClientConfig;
}

const parse = (payload: string): BusEvent | undefined => {
  try {
    const event = JSON.parse(payload) as BusEvent;
    return typeof event?.s === 'number' ? event : undefined;
  } catch {
    return undefined;
  }
};

const RETRY_MS = 1000;

export function createTogetherBus(db: Db, log: FastifyBaseLogger): TogetherBus {
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  let stop: (() => Promise<void>) | undefined;
  let closed = false;

  async function listenPg(pool: PoolLike, handlers: Parameters<TogetherBus['start']>[0], again: boolean) {
    // A connection of its own, not one of the pool's: the pool's end() waits for every client it
    // lent, and a listener is given back only when the app closes — a database closed first hung.
    const { default: pg } = await import('pg');
    const connection: Client = new pg.Client(pool.options);
    try {
      await connection.connect();
      await connection.query(`LISTEN ${TOGETHER_CHANNEL}`);
    } catch (err) {
      void connection.end().catch(() => undefined);
      log.warn({ err }, 'together: LISTEN failed, trying again');
      if (!closed) setTimeout(() => void listenPg(pool, handlers, true), RETRY_MS).unref();
      return;
    }
    if (again) handlers.resync();
    connection.on('notification', (message) => {
      const event = message.payload ? parse(message.payload) : undefined;
      if (event) handlers.event(event);
    });
    let lost = false;
    connection.on('error', (err) => {
      if (lost) return;
      lost = true;
      log.warn({ err }, 'together: listener connection lost');
      void connection.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listenPg(pool, handlers, true), RETRY_MS).unref();
    });
    stop = async () => {
      if (lost) return;
      lost = true;
      await connection.query(`UNLISTEN ${TOGETHER_CHANNEL}`).catch(() => undefined);
      await connection.end().catch(() => undefined);
    };
  }

  return {
    async publish(event) {
      await db.execute(sql`select pg_notify(${TOGETHER_CHANNEL}, ${JSON.stringify(event)})`);
    },
    async start(handlers) {
      if ('listen' in client) {
        // A database closed before the app started (an outage at start): nothing to hear; the
        // routes answer 503 on their own.
        if (client.closed) return;
        const unlisten = await client
          .listen(TOGETHER_CHANNEL, (payload) => {
            const event = parse(payload);
            if (event) handlers.event(event);
          })
          .catch((err: unknown) => {
            log.warn({ err }, 'together: LISTEN failed on the embedded database');
            return undefined;
          });
        if (!unlisten) return;
        // PGlite's unlisten runs a statement: on a database closed first it would reject unheard.
        stop = async () => {
          if (!client.closed) await unlisten();
        };
        return;
      }
      await listenPg(client, handlers, false);
    },
    async close() {
      closed = true;
      await stop?.().catch(() => undefined);
    },
  };
}
