import type { TogetherClientMessage, TogetherServerMessage } from '@colorbook/contract';
import WebSocket from 'ws';

type Of<T extends TogetherServerMessage['type']> = Extract<TogetherServerMessage, { type: T }>;

export interface TestSocket {
  send(message: TogetherClientMessage): void;
  sendRaw(text: string): void;
  /** The next message of `type` (earlier ones of other types are skipped, later ones kept). */
  next<T extends TogetherServerMessage['type']>(type: T, timeoutMs?: number): Promise<Of<T>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

/** A real WebSocket client of /api/together/ws, for the integration tests and the bench. */
export async function openTogetherSocket(url: string, locale = 'en'): Promise<TestSocket> {
  const socket = new WebSocket(url, { headers: { 'accept-language': locale } });
  const inbox: TogetherServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    inbox.push(JSON.parse(data.toString()) as TogetherServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (text) => socket.send(text),
    closed,
    close: () => socket.close(),
    async next(type, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = inbox.findIndex((m) => m.type === type);
        if (index >= 0) return inbox.splice(index, 1)[0] as Of<typeof type>;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no ${type} message within ${timeoutMs} ms (had ${JSON.stringify(inbox)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}
