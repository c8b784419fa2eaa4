import type { TogetherServerMessage } from '@colorbook/contract';
import { TOGETHER_CLOSE, TOGETHER_NOT_FOUND, TOGETHER_REMOVED } from '@colorbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { BusEvent, TogetherBus } from './together.bus';
import type { TogetherService } from './together.service';

/** One open socket in a session, as the hub sees it. */
export interface HubConnection {
  sessionId: number;
  participantId: number;
  /** The last sequence number this socket was sent (or had seen, from its hello). */
  sent: number;
  send(message: TogetherServerMessage): void;
  /** Sends an error frame in the person's language, then closes. */
  refuse(code: 'REMOVED' | 'ENDED', english: string, closeCode: number): void;
}

interface Room {
  connections: Set<HubConnection>;
  pumping: boolean;
  again: boolean;
}

/**
 * This process's sockets, by session. Every event (from this process or another, through the bus)
 * only says "something changed"; the room then reads the log after the lowest number any of its
 * sockets has, and sends each socket what it has not had, in order. One reader per room at a time.
 */
export function createTogetherHub({
  service,
  bus,
  log,
}: {
  service: TogetherService;
  bus: TogetherBus;
  log: FastifyBaseLogger;
}) {
  const rooms = new Map<number, Room>();

  async function pumpOnce(sessionId: number, room: Room): Promise<boolean> {
    if (room.connections.size === 0) return false;
    const from = Math.min(...[...room.connections].map((c) => c.sent));
    const actions = await service.actionsAfter(sessionId, from);
    for (const connection of room.connections) {
      const fresh = actions.filter((a) => a.seq > connection.sent);
      if (fresh.length === 0) continue;
      connection.send({ type: 'actions', actions: fresh });
      connection.sent = fresh[fresh.length - 1]?.seq ?? connection.sent;
    }
    // A full page: there may be more.
    return actions.length > 0 && actions.length >= 500;
  }

  function pump(sessionId: number): void {
    const room = rooms.get(sessionId);
    if (!room) return;
    if (room.pumping) {
      room.again = true;
      return;
    }
    room.pumping = true;
    void (async () => {
      try {
        do {
          room.again = false;
          while (await pumpOnce(sessionId, room)) {}
        } while (room.again);
      } catch (err) {
        log.warn({ err, sessionId }, 'together: reading the log failed');
      } finally {
        room.pumping = false;
      }
    })();
  }

  async function sendParticipants(sessionId: number): Promise<void> {
    const room = rooms.get(sessionId);
    if (!room) return;
    const participants = await service.participants(sessionId);
    for (const connection of room.connections) connection.send({ type: 'participants', participants });
  }

  function onEvent(event: BusEvent): void {
    const room = rooms.get(event.s);
    if (!room) return;
    if (event.k === 'actions') pump(event.s);
    else if (event.k === 'cursor') {
      for (const connection of room.connections) {
        if (connection.participantId !== event.p)
          connection.send({ type: 'cursor', participantId: event.p, x: event.x, y: event.y });
      }
    } else if (event.k === 'participants') {
      sendParticipants(event.s).catch((err: unknown) => log.warn({ err }, 'together: participants not sent'));
    } else if (event.k === 'removed') {
      for (const connection of room.connections) {
        if (connection.participantId === event.p)
          connection.refuse('REMOVED', TOGETHER_REMOVED, TOGETHER_CLOSE.removed);
      }
    } else if (event.k === 'ended') {
      for (const connection of room.connections) {
        connection.send({ type: 'ended' });
        connection.refuse('ENDED', TOGETHER_NOT_FOUND, TOGETHER_CLOSE.ended);
      }
    }
  }

  return {
    start: () =>
      bus.start({
        event: onEvent,
        // Notifications may have been missed while the listener was away: read every room again.
        resync: () => {
          for (const sessionId of rooms.keys()) {
            pump(sessionId);
            void sendParticipants(sessionId).catch(() => undefined);
          }
        },
      }),
    close: () => bus.close(),
    add(connection: HubConnection): void {
      const room = rooms.get(connection.sessionId) ?? {
        connections: new Set(),
        pumping: false,
        again: false,
      };
      rooms.set(connection.sessionId, room);
      room.connections.add(connection);
      pump(connection.sessionId);
    },
    remove(connection: HubConnection): void {
      const room = rooms.get(connection.sessionId);
      if (!room) return;
      room.connections.delete(connection);
      if (room.connections.size === 0 && !room.pumping) rooms.delete(connection.sessionId);
    },
    /** This process's own append: no need to wait for the notification to come back. */
    pump,
    connections: () => [...rooms.values()].reduce((n, room) => n + room.connections.size, 0),
  };
}

export type TogetherHub = ReturnType<typeof createTogetherHub>;
