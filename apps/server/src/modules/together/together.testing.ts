import {
  TOGETHER_ERROR_HEADER,
  type TogetherClientMessage,
  type TogetherServerMessage,
} from '@colorbook/contract';
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

/** Received messages and a wait for the next one of a type: the socket's and the stream's. */
function mailbox(what: 'message' | 'event') {
  const inbox: TogetherServerMessage[] = [];
  const waiters: (() => void)[] = [];
  return {
    put(message: TogetherServerMessage) {
      inbox.push(message);
      for (const wake of waiters.splice(0)) wake();
    },
    async next<T extends TogetherServerMessage['type']>(type: T, timeoutMs = 15_000): Promise<Of<T>> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = inbox.findIndex((m) => m.type === type);
        if (index >= 0) return inbox.splice(index, 1)[0] as Of<T>;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no ${type} ${what} within ${timeoutMs} ms (had ${JSON.stringify(inbox)})`);
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

/** A real WebSocket client of /api/together/ws, for the integration tests and the bench. */
export async function openTogetherSocket(url: string, locale = 'en'): Promise<TestSocket> {
  const socket = new WebSocket(url, { headers: { 'accept-language': locale } });
  const box = mailbox('message');
  socket.on('message', (data) => box.put(JSON.parse(data.toString()) as TogetherServerMessage));
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
    next: box.next,
  };
}

export interface TestStream {
  status: number;
  /** The socket's error code of a refused stream (the TOGETHER_ERROR_HEADER header). */
  togetherError: string | null;
  /** A refused stream's `{message, code}`. */
  body: { message: string; code: string } | null;
  next<T extends TogetherServerMessage['type']>(type: T, timeoutMs?: number): Promise<Of<T>>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * A client of the fallback's event stream (GET /api/together/{code}/events), as the web reads it:
 * a fetch with the Authorization header, `data:` lines of JSON.
 */
export async function openTogetherStream(
  base: string,
  code: string,
  token: string | null,
  options: { lastSeq?: number; locale?: string } = {},
): Promise<TestStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/together/${code}/events?lastSeq=${options.lastSeq ?? 0}`, {
    headers: {
      accept: 'text/event-stream',
      'accept-language': options.locale ?? 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal: controller.signal,
  });
  const box = mailbox('event');
  const togetherError = response.headers.get(TOGETHER_ERROR_HEADER);
  if (!response.ok || !response.body) {
    const body = (await response.json()) as { message: string; code: string };
    return {
      status: response.status,
      togetherError,
      body,
      next: () => Promise.reject(new Error(`stream refused: ${response.status}`)),
      ended: Promise.resolve(),
      close: () => undefined,
    };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          buffer = buffer.slice(end + 2);
          if (data) box.put(JSON.parse(data) as TogetherServerMessage);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    togetherError,
    body: null,
    ended,
    close: () => controller.abort(),
    next: box.next,
  };
}
