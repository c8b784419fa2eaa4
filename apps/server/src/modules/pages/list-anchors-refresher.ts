import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { refreshAnchorsIfStale } from './list-anchors.repo';

/**
 * Keeps the stored list anchors (list-anchors.repo.ts, docs/decisions/0010) no older than
 * `refreshMs` while deep pages are read: a deep read calls `touch`, and at most once per period
 * this process asks the database to refresh them, in the background; the database elects one
 * process to do it. Until anchors exist, deep pages walk their whole offset (exact, slower).
 */
export function createListAnchorsRefresher(db: Db, refreshMs: number, log?: FastifyBaseLogger) {
  let askedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  return {
    touch(): void {
      const now = Date.now();
      if (running || now - askedAt < refreshMs) return;
      askedAt = now;
      running = refreshAnchorsIfStale(db, new Date(now - refreshMs))
        .then(() => undefined)
        .catch((err: unknown) => log?.warn({ err }, 'list anchors refresh failed'))
        .finally(() => {
          running = null;
        });
    },
    /** Resolves when a refresh this process started has ended (shutdown waits for it). */
    settled(): Promise<void> {
      return running ?? Promise.resolve();
    },
  };
}

export type ListAnchorsRefresher = ReturnType<typeof createListAnchorsRefresher>;
