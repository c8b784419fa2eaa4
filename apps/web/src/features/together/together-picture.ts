import {
  CANVAS_SIZE,
  type LogOp,
  type Rect,
  ReplayCore,
  type ReplayMark,
  type RgbaImage,
  unionRect,
} from '@colorbook/canvas';

const PAGE: Rect = { x: 0, y: 0, width: CANVAS_SIZE, height: CANVAS_SIZE };
const NOTHING: Rect = { x: 0, y: 0, width: 0, height: 0 };

/** Two ops alike, whatever order their keys came in (a numbered action comes back from jsonb). */
export function sameOp(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return keys.every((key) => Object.hasOwn(y, key) && sameOp(x[key], y[key]));
}

/** How many ops the two lists share from the start. */
function sharedStart(a: readonly LogOp[], b: readonly LogOp[]): number {
  let n = 0;
  while (n < a.length && n < b.length && sameOp(a[n], b[n])) n++;
  return n;
}

/**
 * A session's picture played incrementally (decision 0051): one replay kept from change to change.
 * New ops after those already played are played on top; when the ops change earlier (this device's
 * own actions numbered after someone else's, an undo), the replay goes back to its mark — taken
 * where the numbered ops end, before this device's unconfirmed ones — or, when the change is before
 * the mark, plays the whole log again. Every way paints what one replay of the whole log would.
 * It keeps the box that changed since the canvas last took the picture, so only that is redrawn.
 */
export class TogetherPicture {
  private core: ReplayCore | null = null;
  private played: LogOp[] = [];
  private markAt: ReplayMark | null = null;
  /** What changed since the canvas last took it, and since the mark. */
  private changed: Rect | null = null;
  private sinceMark: Rect | null = null;
  /** How many times the whole log was played (the first time included). */
  fullReplays = 0;

  constructor(private readonly lineArt: RgbaImage) {}

  /** The box that changed since the last call (null: nothing), to redraw just that. */
  takeChanged(): Rect | null {
    const changed = this.changed;
    this.changed = null;
    return changed;
  }

  private readonly painted = (rect: Rect) => {
    this.changed = unionRect(this.changed, rect);
    this.sinceMark = unionRect(this.sinceMark, rect);
  };

  /** Plays `ops` (the first `settled` of them numbered by the server); the colour layer after them. */
  async show(ops: readonly LogOp[], settled: number): Promise<Uint8ClampedArray> {
    const core = await this.from(sharedStart(this.played, ops));
    this.playTo(core, ops, settled);
    if (ops.length > settled && this.played.length === settled && this.markAt?.length !== settled) {
      this.markAt = core.mark(this.markAt ?? undefined);
      this.sinceMark = null;
    }
    this.playTo(core, ops, ops.length);
    return core.pixels;
  }

  /** A replay whose ops are the first `shared` of the new ones (or fewer). */
  private async from(shared: number): Promise<ReplayCore> {
    if (this.core && shared === this.played.length) return this.core;
    if (this.core && this.markAt && this.markAt.length <= shared) {
      // Only what was painted since the mark is put back (and counts as changed).
      this.core.rewindTo(this.markAt, this.sinceMark ?? NOTHING);
      this.sinceMark = null;
      this.played.length = this.markAt.length;
      return this.core;
    }
    const core = new ReplayCore([], { lineArt: this.lineArt, onShow: this.painted });
    await core.ready();
    this.core = core;
    this.played = [];
    this.markAt = null;
    this.changed = PAGE;
    this.fullReplays++;
    return core;
  }

  private playTo(core: ReplayCore, ops: readonly LogOp[], end: number): void {
    if (this.played.length >= end) return;
    const more = ops.slice(this.played.length, end);
    core.append(more);
    core.toEnd();
    this.played.push(...more);
  }
}
