import {
  PROFILE_HEADER,
  TOGETHER_ERROR_HEADER,
  type TogetherActionMessage,
  type TogetherCursorMessage,
  type TogetherErrorCode,
  type TogetherServerMessage,
  togetherErrorCodes,
} from '@colorbook/contract';
import { getActiveLocale } from '../../lib/active-locale';
import { API_BASE } from '../../lib/api';
import { authStore } from '../../lib/auth-store';
import { activeProfileHeader } from '../../lib/profile-store';

/** A refused POST that says TOO_FAST is sent again after this long. */
const TOO_FAST_WAIT_MS = 1000;

export interface StreamHandlers {
  /** A message of the stream, or the answer to a POST, as the socket would have sent it. */
  message(message: TogetherServerMessage): void;
  /** The stream ended (after a welcome or not); an error message came first if it was refused. */
  closed(welcomed: boolean): void;
}

/** The socket's error code of a refused request (the header, else what its status means). */
function codeOf(response: Response): TogetherErrorCode {
  const named = response.headers.get(TOGETHER_ERROR_HEADER);
  if (named && (togetherErrorCodes as readonly string[]).includes(named)) return named as TogetherErrorCode;
  if (response.status === 401) return 'UNAUTHENTICATED';
  if (response.status === 404) return 'NOT_FOUND';
  if (response.status === 429) return 'TOO_FAST';
  return response.status >= 500 ? 'UNAVAILABLE' : 'BAD_MESSAGE';
}

/** A refused request as the socket's error message: the server's words, in the person's language. */
async function errorOf(response: Response): Promise<Extract<TogetherServerMessage, { type: 'error' }>> {
  const code = codeOf(response);
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  const message = typeof body.message === 'string' ? body.message : response.statusText;
  // Like the socket's: a refused hello ends the link, a refused message does not.
  const fatal = !['BAD_MESSAGE', 'WRONG_SESSION', 'TOO_BIG', 'NOT_JOINED'].includes(code);
  return { type: 'error', code, message, fatal };
}

/** Server-sent events read from a fetch: `data:` lines of JSON, blocks apart by a blank line. */
async function readEvents(body: ReadableStream<Uint8Array>, each: (data: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data) each(data);
    }
  }
}

/**
 * The fallback where WebSockets are blocked (decision 0045): the session's events come by a
 * fetch of GET /together/{code}/events (an EventSource cannot send the Authorization header, and
 * the token never goes in a URL), and what this device sends goes by POST, one after the other,
 * so its actions are stored in the order it made them.
 */
export class TogetherStream {
  private controller: AbortController | null = null;
  private welcomed = false;
  private queue: Promise<void> = Promise.resolve();
  private cursorBusy = false;

  constructor(
    private readonly code: string,
    private readonly handlers: StreamHandlers,
  ) {}

  private headers(json: boolean): Record<string, string> {
    const { token } = authStore.getState();
    // The child colouring, if any, as on every other request (decision 0049).
    const profileId = activeProfileHeader();
    return {
      Accept: json ? 'application/json' : 'text/event-stream',
      'Accept-Language': getActiveLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(token && profileId ? { [PROFILE_HEADER]: profileId } : {}),
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    };
  }

  private get base(): string {
    return `${API_BASE}/together/${encodeURIComponent(this.code)}`;
  }

  open(lastSeq: number): void {
    const controller = new AbortController();
    this.controller = controller;
    this.welcomed = false;
    void (async () => {
      try {
        const response = await fetch(`${this.base}/events?lastSeq=${lastSeq}`, {
          headers: this.headers(false),
          signal: controller.signal,
          cache: 'no-store',
        });
        if (!response.ok || !response.body) {
          this.handlers.message(await errorOf(response));
          return;
        }
        await readEvents(response.body, (data) => {
          const message = JSON.parse(data) as TogetherServerMessage;
          if (message.type === 'welcome') this.welcomed = true;
          this.handlers.message(message);
        });
      } catch {
        // A dropped line or a close: reported below either way.
      } finally {
        if (this.controller === controller) {
          this.controller = null;
          this.handlers.closed(this.welcomed);
        }
      }
    })();
  }

  close(): void {
    const controller = this.controller;
    this.controller = null;
    controller?.abort();
  }

  /** Sends one message once the stream is in the session; false when it cannot go now. */
  post(message: TogetherActionMessage | TogetherCursorMessage): boolean {
    if (!this.controller || !this.welcomed) return false;
    if (message.type === 'cursor') {
      // The newest position matters, not every one: skip while one is on its way.
      if (this.cursorBusy) return false;
      this.cursorBusy = true;
      void this.request(message).finally(() => {
        this.cursorBusy = false;
      });
      return true;
    }
    this.queue = this.queue.then(() => this.request(message));
    return true;
  }

  private async request(message: TogetherActionMessage | TogetherCursorMessage): Promise<void> {
    for (;;) {
      let response: Response;
      try {
        response = await fetch(`${this.base}/messages`, {
          method: 'POST',
          headers: this.headers(true),
          body: JSON.stringify(message),
          cache: 'no-store',
        });
      } catch {
        // Offline: the action waits in the model and goes again after the next welcome.
        return;
      }
      if (response.ok) {
        const answer = (await response.json()) as TogetherServerMessage | { type: 'ok' };
        if (answer.type !== 'ok') this.handlers.message(answer);
        return;
      }
      const error = await errorOf(response);
      if (error.code === 'TOO_FAST' && message.type === 'action' && this.controller) {
        await new Promise((resolve) => setTimeout(resolve, TOO_FAST_WAIT_MS));
        continue;
      }
      if (error.code !== 'TOO_FAST') this.handlers.message(error);
      return;
    }
  }
}
