import type { TogetherAction, TogetherOp, TogetherServerMessage } from '@colorbook/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_PROBE_MS, TogetherClient, type TogetherTransport } from './together-client';

/*
 * The fallback and the way back (decisions 0045 and 0052), against a stand-in server: its log
 * numbers each action id once, as the real one does; its socket, event stream and POSTs speak the
 * real messages. Timers are faked; the stream and the POSTs are real fetch Responses.
 */

const ME = 1;
const OTHER = 2;
const fill = (x: number): TogetherOp[] => [
  { op: 'set', settings: { tool: 'fill' } },
  { op: 'fill', x, y: x },
];

class StandInServer {
  readonly log: TogetherAction[] = [];
  private readonly listeners = new Set<(actions: TogetherAction[]) => void>();
  /** While set, a POSTed action is stored but neither answered nor announced (a slow line). */
  held: (() => void)[] | null = null;

  store(participantId: number, id: string, ops: TogetherOp[]): number {
    const known = this.log.find((action) => action.id === id);
    if (known) return known.seq;
    const action = { seq: this.log.length + 1, participantId, id, ops };
    this.log.push(action);
    if (!this.held) for (const listener of this.listeners) listener([action]);
    return action.seq;
  }

  listen(listener: (actions: TogetherAction[]) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  welcome(): TogetherServerMessage {
    const you = { id: ME, name: 'Me', color: '#f00', host: false };
    return { type: 'welcome', session: { participants: [you] }, you } as unknown as TogetherServerMessage;
  }

  after(lastSeq: number): TogetherServerMessage {
    return { type: 'actions', actions: this.log.filter((action) => action.seq > lastSeq) };
  }
}

class FakeSocket {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  private unlisten: (() => void) | null = null;
  server: StandInServer | null = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }

  /** The server's side: a hello is welcomed and caught up, an action stored and acknowledged. */
  send(data: string): void {
    const message = JSON.parse(data) as { type: string; lastSeq: number; id: string; ops: TogetherOp[] };
    const server = this.server as StandInServer;
    if (message.type === 'hello') {
      this.deliver(server.welcome());
      this.deliver(server.after(message.lastSeq));
      this.unlisten = server.listen((actions) => this.deliver({ type: 'actions', actions }));
    } else if (message.type === 'action') {
      this.deliver({ type: 'ack', id: message.id, seq: server.store(ME, message.id, message.ops) });
    }
  }

  close(code = 1000): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.unlisten?.();
    this.onclose?.({ code });
  }

  /** The network lets it through to `server`. */
  accept(server: StandInServer): void {
    this.server = server;
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }

  private deliver(message: TogetherServerMessage): void {
    if (this.readyState === FakeSocket.OPEN) this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** fetch as the stand-in server answers it: the event stream and the POSTs. */
function standInFetch(server: StandInServer, record: { posts: string[]; aborted: number }) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    if (init.method === 'POST') {
      const message = JSON.parse(String(init.body)) as { id: string; ops: TogetherOp[] };
      record.posts.push(message.id);
      const seq = server.store(ME, message.id, message.ops);
      const answer = () => new Response(JSON.stringify({ type: 'ack', id: message.id, seq }));
      const held = server.held;
      if (held) return new Promise((resolve) => held.push(() => resolve(answer())));
      return answer();
    }
    const lastSeq = Number(new URL(url, 'http://x').searchParams.get('lastSeq'));
    const encoder = new TextEncoder();
    let unlisten: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (message: TogetherServerMessage) =>
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(message)}\n\n`));
        send(server.welcome());
        send(server.after(lastSeq));
        unlisten = server.listen((actions) => send({ type: 'actions', actions }));
        init.signal?.addEventListener('abort', () => {
          record.aborted++;
          unlisten();
          controller.error(new DOMException('aborted', 'AbortError'));
        });
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  };
}

describe('TogetherClient: from the fallback back to the socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('tries the socket again later and takes it, losing and repeating no action', async () => {
    const server = new StandInServer();
    const record = { posts: [] as string[], aborted: 0 };
    vi.stubGlobal('fetch', standInFetch(server, record));
    server.store(OTHER, 'theirs-1', fill(1));
    const transports: TogetherTransport[] = [];
    const client = new TogetherClient('CODE', {
      changed: () => undefined,
      status: () => undefined,
      participants: () => undefined,
      cursor: () => undefined,
      transport: (next) => transports.push(next),
    });
    const settle = () => vi.advanceTimersByTimeAsync(5);

    // Two sockets hung up before their welcome: the fallback, at once.
    client.start();
    FakeSocket.made[0]?.close(1006);
    await vi.advanceTimersByTimeAsync(500);
    FakeSocket.made[1]?.close(1006);
    await settle();
    expect(client.transport).toBe('stream');
    expect(client.model.lastSeq).toBe(1);
    client.act(fill(2));
    await settle();
    expect(client.model.lastSeq).toBe(2);

    // The first try of the socket fails: the fallback goes on, the next try comes later.
    await vi.advanceTimersByTimeAsync(SOCKET_PROBE_MS[0] as number);
    expect(FakeSocket.made).toHaveLength(3);
    FakeSocket.made[2]?.close(1006);
    const failedAt = Date.now();
    expect(client.transport).toBe('stream');
    client.act(fill(3));
    await settle();
    expect(client.model.lastSeq).toBe(3);

    // An action stored by its POST, whose answer is still on its way when the socket gets through.
    server.held = [];
    client.act(fill(4));
    await settle();
    server.store(OTHER, 'theirs-2', fill(5));
    expect(client.model.unconfirmed).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(failedAt + (SOCKET_PROBE_MS[1] as number) - Date.now() - 1);
    expect(FakeSocket.made).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    const probe = FakeSocket.made[3] as FakeSocket;
    probe.accept(server);
    await settle();
    expect(client.transport).toBe('socket');
    expect(transports).toEqual(['stream', 'socket']);
    expect(record.aborted).toBe(1);
    // The pending action went again on the socket and was answered with the number it had.
    expect(client.model.unconfirmed).toHaveLength(0);
    expect(client.model.lastSeq).toBe(server.log.length);
    for (const resolve of server.held) resolve();
    server.held = null;
    await settle();

    // From now on actions go by the socket, not by POST.
    const posted = record.posts.length;
    client.act(fill(6));
    await settle();
    expect(record.posts).toHaveLength(posted);
    expect(client.model.lastSeq).toBe(6);
    const ids = server.log.map((action) => action.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(server.log.filter((action) => action.participantId === ME)).toHaveLength(4);
    expect(client.model.effectiveOps().filter((op) => op.op === 'fill')).toHaveLength(6);
    client.stop();
  }, 30_000);
});
