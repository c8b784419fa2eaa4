import type { TogetherAction, TogetherOp, TogetherServerMessage } from '@colorbook/contract';
import WebSocket from 'ws';
import { BACKEND_HEADER } from './round-robin-proxy';

/**
 * One participant of a together session as the web's client behaves (decision 0041), for tests
 * with real processes: it speaks the socket's protocol (hello {token, code, lastSeq}, welcome,
 * then actions, acks), keeps the numbered log it was sent, keeps every action it sent until it is
 * acknowledged, and on `connect` again says hello with the last number it saw and resends the
 * unacknowledged ones under their ids (the server stores a resend once).
 */
export interface TestParticipant {
  /** The numbered log as this device received it, by number. */
  log: Map<number, TogetherAction>;
  /** Own action id → the number its ack gave. */
  acked: Map<string, number>;
  /** Sent, not yet acknowledged (in the order sent). */
  unacked: Map<string, TogetherOp[]>;
  /** Error codes received. */
  errors: string[];
  /** This device's participant id (from its welcome). */
  participantId(): number;
  /** Opens a socket through `base`, says hello, waits for the welcome; answers the backend's port. */
  connect(): Promise<number>;
  send(id: string, ops: TogetherOp[]): void;
  isOpen(): boolean;
  close(): void;
  /** The log as [seq, participantId, id], in order. */
  ordered(): [number, number, string][];
}

/** Resolves once `done()` holds; fails naming `what` after `timeoutMs`. */
export async function waitUntil(
  done: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function togetherParticipant(base: string, token: string, code: string): TestParticipant {
  const log = new Map<number, TogetherAction>();
  const acked = new Map<string, number>();
  const unacked = new Map<string, TogetherOp[]>();
  const errors: string[] = [];
  let socket: WebSocket | undefined;
  let self = 0;

  const open = () => socket?.readyState === WebSocket.OPEN;
  const sendAction = (id: string, ops: TogetherOp[]) => {
    if (open()) socket?.send(JSON.stringify({ type: 'action', code, id, ops }));
  };
  const lastSeq = () => Math.max(0, ...log.keys());

  return {
    log,
    acked,
    unacked,
    errors,
    participantId: () => self,
    async connect() {
      const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/together/ws`);
      socket = ws;
      let welcomed = false;
      let port = 0;
      ws.on('message', (data) => {
        const message = JSON.parse(data.toString()) as TogetherServerMessage;
        if (message.type === 'welcome') {
          welcomed = true;
          self = message.you.id;
        } else if (message.type === 'actions') {
          for (const action of message.actions) log.set(action.seq, action);
        } else if (message.type === 'ack') {
          acked.set(message.id, message.seq);
          unacked.delete(message.id);
        } else if (message.type === 'error') errors.push(message.code);
      });
      // 'open' follows 'upgrade' in the same tick: both listened to before either can fire.
      ws.once('upgrade', (res) => {
        port = Number(res.headers[BACKEND_HEADER]);
      });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      ws.send(JSON.stringify({ type: 'hello', token, code, lastSeq: lastSeq() }));
      await waitUntil(() => welcomed, 'the welcome');
      for (const [id, ops] of unacked) sendAction(id, ops);
      return port;
    },
    send(id, ops) {
      unacked.set(id, ops);
      sendAction(id, ops);
    },
    isOpen: open,
    close: () => socket?.close(),
    ordered: () =>
      [...log.values()]
        .sort((x, y) => x.seq - y.seq)
        .map((a): [number, number, string] => [a.seq, a.participantId, a.id]),
  };
}
