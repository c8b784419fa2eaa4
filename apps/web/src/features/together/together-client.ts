import type {
  TogetherActionMessage,
  TogetherCursorMessage,
  TogetherErrorCode,
  TogetherOp,
  TogetherParticipant,
  TogetherServerMessage,
  TogetherSession,
} from '@colorbook/contract';
import { TOGETHER_CLOSE } from '@colorbook/contract';
import { API_BASE } from '../../lib/api';
import { authStore } from '../../lib/auth-store';
import { activeProfileHeader } from '../../lib/profile-store';
import { TogetherModel } from './together-model';
import { TogetherStream } from './together-stream';

/** What the screen shows of the connection. */
export type TogetherStatus = 'connecting' | 'live' | 'offline' | 'closed';
/** How the device reaches the session: the WebSocket, or server-sent events and POST (decision 0045). */
export type TogetherTransport = 'socket' | 'stream';

export interface TogetherEvents {
  /** The log changed (remote actions, or this device's own): the picture is played again. */
  changed(): void;
  status(status: TogetherStatus, error?: { code: TogetherErrorCode; message: string }): void;
  participants(list: TogetherParticipant[], you: TogetherParticipant | null): void;
  cursor(participantId: number, x: number, y: number): void;
  transport?(transport: TogetherTransport): void;
}

const socketUrl = () => `${API_BASE.replace(/^http/, 'ws')}/together/ws`;
/** Reconnect after 0.5 s, doubling to 8 s. */
const RETRY_MS = [500, 1000, 2000, 4000, 8000];
/** Cursor moves go out at most this often. */
const CURSOR_EVERY_MS = 60;
/**
 * Sockets that ended before their welcome, one after the other, before the device takes the
 * fallback: a network that blocks WebSockets refuses the upgrade, or lets it open and drops it.
 */
const SOCKET_FAILURES_BEFORE_FALLBACK = 2;
/** A socket that opened but has no welcome by then counts as blocked (a proxy that swallows it). */
const WELCOME_TIMEOUT_MS = 8000;
/**
 * On the fallback, the socket is tried again after these waits (the last one repeating): a network
 * that blocked it may let it through later (another Wi-Fi, a proxy restarted), and the socket costs
 * less than a POST per action.
 */
export const SOCKET_PROBE_MS = [15_000, 30_000, 60_000, 120_000, 300_000];

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * One device's link to a session: the socket (or, where it cannot open, the fallback stream), its
 * reconnects, and the log (TogetherModel). An action is kept until the server has numbered it, so
 * a device that drops keeps colouring and sends what it did when it is back (the server stores
 * each action id once); the hello's `lastSeq` asks for what the others did meanwhile.
 */
export class TogetherClient {
  readonly model = new TogetherModel();
  session: TogetherSession | null = null;
  /** Once the socket failed to open twice running, the fallback, until a later try of the socket works. */
  transport: TogetherTransport = 'socket';
  private socket: WebSocket | null = null;
  /** A socket tried while on the fallback, not yet welcomed. */
  private probe: WebSocket | null = null;
  private probeTimer: ReturnType<typeof setTimeout> | undefined;
  private probes = 0;
  private stream: TogetherStream | null = null;
  private socketFailures = 0;
  private tries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private lastCursor = 0;

  constructor(
    readonly code: string,
    private readonly events: TogetherEvents,
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.probeTimer);
    this.probe?.close(1000);
    this.probe = null;
    this.socket?.close(1000);
    this.socket = null;
    this.stream?.close();
    this.stream = null;
  }

  /** An action of this person: played at once, sent now or when the socket is back. */
  act(ops: TogetherOp[]): void {
    const action = { id: newId(), ops };
    this.model.addLocal(action);
    this.events.changed();
    this.send({ type: 'action', code: this.code, id: action.id, ops });
  }

  /** Whether a cursor move would go out now (at most one every CURSOR_EVERY_MS). */
  cursorDue(): boolean {
    return Date.now() - this.lastCursor >= CURSOR_EVERY_MS;
  }

  cursor(x: number, y: number): void {
    if (!this.cursorDue()) return;
    this.lastCursor = Date.now();
    this.send({ type: 'cursor', code: this.code, x, y });
  }

  private send(message: TogetherActionMessage | TogetherCursorMessage): boolean {
    if (!this.model.me) return false;
    if (this.transport === 'stream') return this.stream?.post(message) ?? false;
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    this.events.status(this.tries === 0 ? 'connecting' : 'offline');
    if (this.transport === 'stream') this.connectStream();
    else this.connectSocket();
  }

  /** The link dropped: connect again after a while, unless it was final (ended, removed, refused). */
  private dropped(welcomed: boolean, final: boolean, wait?: number): void {
    if (this.stopped || final) {
      this.stopped = true;
      this.events.status('closed');
      return;
    }
    this.events.status('offline');
    const delay = wait ?? (RETRY_MS[Math.min(this.tries, RETRY_MS.length - 1)] as number);
    this.tries = welcomed ? 1 : this.tries + 1;
    this.timer = setTimeout(() => this.connect(), delay);
  }

  private connectStream(): void {
    const stream = new TogetherStream(this.code, {
      message: (message) => {
        if (this.stream === stream) this.handle(message);
      },
      closed: (welcomed) => {
        if (this.stream !== stream) return;
        this.stream = null;
        this.dropped(welcomed, false);
      },
    });
    this.stream = stream;
    stream.open(this.model.lastSeq);
  }

  /** A socket to the session: its hello (the last number seen) and the welcome it waits for. */
  private openSocket(onWelcome: () => void): { socket: WebSocket; welcomed: () => boolean } {
    const socket = new WebSocket(socketUrl());
    let welcomed = false;
    // A socket let through but never answered (a proxy that swallows it) is given up.
    const welcomeTimer = setTimeout(() => {
      if (!welcomed) socket.close();
    }, WELCOME_TIMEOUT_MS);
    socket.onopen = () => {
      const { token } = authStore.getState();
      // The child colouring, if any, as every request names it (decision 0049): one person.
      const profile = activeProfileHeader();
      const profileId = profile ? Number(profile) : undefined;
      socket.send(
        JSON.stringify({ type: 'hello', token, code: this.code, lastSeq: this.model.lastSeq, profileId }),
      );
    };
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as TogetherServerMessage;
      if (message.type === 'welcome') {
        welcomed = true;
        clearTimeout(welcomeTimer);
        onWelcome();
      }
      if (this.socket === socket) this.handle(message);
    };
    return { socket, welcomed: () => welcomed };
  }

  private connectSocket(): void {
    const { socket, welcomed } = this.openSocket(() => undefined);
    this.watch(socket, welcomed);
  }

  /** The socket in use: its end is final, or a reconnect, or (twice unwelcomed) the fallback. */
  private watch(socket: WebSocket, hasWelcome: () => boolean): void {
    this.socket = socket;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      const welcomed = hasWelcome();
      // Ended, removed or refused: final. A flood or a dropped line: connect again.
      const final =
        event.code === TOGETHER_CLOSE.ended ||
        event.code === TOGETHER_CLOSE.removed ||
        event.code === TOGETHER_CLOSE.refused;
      this.socketFailures = welcomed || final ? 0 : this.socketFailures + 1;
      if (this.socketFailures >= SOCKET_FAILURES_BEFORE_FALLBACK && !this.stopped) {
        // WebSockets do not get through here: server-sent events and POST instead, at once.
        this.transport = 'stream';
        this.events.transport?.('stream');
        this.dropped(false, false, 0);
        this.probeLater();
        return;
      }
      this.dropped(welcomed, final);
    };
  }

  /** On the fallback: the socket is tried again later, each time a little later. */
  private probeLater(): void {
    const wait = SOCKET_PROBE_MS[Math.min(this.probes, SOCKET_PROBE_MS.length - 1)] as number;
    this.probes++;
    clearTimeout(this.probeTimer);
    this.probeTimer = setTimeout(() => this.probeSocket(), wait);
  }

  /**
   * A socket alongside the fallback: once it is welcomed it takes over (the stream is closed, the
   * actions not numbered yet go out again on it, stored once by their ids); until then nothing of
   * it counts, and a socket that fails leaves the fallback as it was.
   */
  private probeSocket(): void {
    if (this.stopped || this.transport !== 'stream') return;
    const { socket, welcomed } = this.openSocket(() => {
      if (this.probe !== socket || this.stopped) return;
      this.probe = null;
      clearTimeout(this.timer);
      const stream = this.stream;
      this.stream = null;
      stream?.close();
      this.socket = socket;
      this.socketFailures = 0;
      this.transport = 'socket';
      this.events.transport?.('socket');
      this.watch(socket, welcomed);
    });
    this.probe = socket;
    socket.onclose = () => {
      if (this.probe !== socket || welcomed()) return;
      this.probe = null;
      this.probeLater();
    };
  }

  private handle(message: TogetherServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.session = message.session;
        this.model.me = message.you.id;
        this.tries = 0;
        this.events.participants(message.session.participants, message.you);
        this.events.status('live');
        // What this device did while away goes out again; the server keeps each id once.
        for (const action of this.model.unconfirmed)
          this.send({ type: 'action', code: this.code, id: action.id, ops: action.ops });
        return;
      case 'actions':
        this.model.receive(message.actions);
        this.events.changed();
        return;
      case 'participants':
        this.events.participants(message.participants, null);
        return;
      case 'cursor':
        this.events.cursor(message.participantId, message.x, message.y);
        return;
      case 'error':
        if (message.fatal && message.code !== 'TOO_FAST' && message.code !== 'UNAVAILABLE') {
          this.stopped = true;
          this.events.status('closed', { code: message.code, message: message.message });
          // The fallback's stream may still be open (a POST heard it first): it ends too.
          this.stream?.close();
        }
        return;
      default:
        return;
    }
  }
}
