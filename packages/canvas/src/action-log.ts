import type { Tool } from './editor-state';
import type { FillStyle } from './fill-tools';
import type { ColorKeyLike } from './key-layout';

/*
 * The time-lapse action log (issue 22): what the painter did, compact enough that a 30-minute
 * colouring stays far under 200 KB gzipped. Points are quantised (1/8 px, pressure 1/256) BEFORE
 * the engine sees them (action-log-recorder.ts), so replaying the log through the same engine
 * calls gives the very same pixels. DOM-free: the server decodes it to refuse malformed logs.
 */

/** The painter's settings a gesture or fill depends on; a `set` op carries the ones that changed. */
export interface LogSettings {
  tool: Tool;
  color: string;
  brushSize: number;
  zoom: number;
  symmetry: string;
  texture: string;
  fillStyle: FillStyle;
  gapClose: number | null;
}

/**
 * One thing the painter did. `gesture` is a pointer down, its moves and the up (strokes, fill
 * taps, gradient drags) with flat [x, y, p] triplets in quantised units; `fill` a direct
 * `fillAt`; `region` colour by number's tap (`fillRegion`: a flat fill whatever the tool);
 * `key` the page's colour key, recorded before the magic colours or hint that used it, so
 * the log replays anywhere (the share page cannot read the key); `base` marks where a later
 * session continued from the saved picture (the live history started again there, so a
 * replay resets its history too).
 */
export type LogOp =
  | { op: 'set'; settings: Partial<LogSettings> }
  | { op: 'gesture'; points: number[] }
  | { op: 'fill' | 'region'; x: number; y: number }
  | { op: 'key'; key: ColorKeyLike }
  | { op: 'undo' | 'redo' | 'clear' | 'magic' | 'hint' | 'base' };

/** Coordinates are kept in eighths of a pixel, pressure in 256ths (0.5, a mouse, stays exact). */
export const POINT_SCALE = 8;
export const PRESSURE_SCALE = 256;

/**
 * Refused beyond these (a malformed or hostile log must not cost the server memory or time); the
 * gzipped cap is the contract's REPLAY_MAX_BYTES.
 */
export const LOG_MAX_RAW_BYTES = 8 * 1024 * 1024;
export const LOG_MAX_OPS = 200_000;

const MAGIC = [0x43, 0x42, 0x52, 0x01]; // "CBR" version 1
const CODES = {
  set: 1,
  gesture: 2,
  fill: 3,
  undo: 4,
  redo: 5,
  clear: 6,
  magic: 7,
  hint: 8,
  base: 9,
  region: 10,
  key: 11,
} as const;
const NAMES = Object.fromEntries(Object.entries(CODES).map(([name, code]) => [code, name])) as Record<
  number,
  LogOp['op']
>;

// `+ 0` turns -0 into 0, so a log reads back equal to what was recorded.
export const quantiseCoord = (v: number): number => Math.round(v * POINT_SCALE) + 0;
export const quantisePressure = (p: number | undefined): number =>
  p === undefined || !Number.isFinite(p) ? 0 : Math.round(Math.min(1, Math.max(0, p)) * PRESSURE_SCALE);

export class LogFormatError extends Error {}

class Writer {
  private bytes = new Uint8Array(4096);
  length = 0;
  private ensure(n: number) {
    if (this.length + n <= this.bytes.length) return;
    const next = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }
  byte(b: number) {
    this.ensure(1);
    this.bytes[this.length++] = b;
  }
  uvar(v: number) {
    this.ensure(5);
    let n = v >>> 0;
    while (n >= 0x80) {
      this.bytes[this.length++] = (n & 0x7f) | 0x80;
      n >>>= 7;
    }
    this.bytes[this.length++] = n;
  }
  /** Zigzag: small negative deltas stay one byte. */
  svar(v: number) {
    this.uvar(v >= 0 ? v * 2 : -v * 2 - 1);
  }
  raw(data: Uint8Array) {
    this.ensure(data.length);
    this.bytes.set(data, this.length);
    this.length += data.length;
  }
  result() {
    return this.bytes.slice(0, this.length);
  }
}

class Reader {
  pos = 0;
  constructor(private readonly bytes: Uint8Array) {}
  get done() {
    return this.pos >= this.bytes.length;
  }
  byte() {
    if (this.pos >= this.bytes.length) throw new LogFormatError('The log ends in the middle of an action.');
    return this.bytes[this.pos++] as number;
  }
  uvar() {
    let v = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const b = this.byte();
      v += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return v;
    }
    throw new LogFormatError('The log holds a number that is too long.');
  }
  svar() {
    const v = this.uvar();
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  }
  raw(n: number) {
    if (this.pos + n > this.bytes.length)
      throw new LogFormatError('The log ends in the middle of an action.');
    const out = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
}

/** Points delta-encode against the previous point of the log (strokes often start near the last). */
export function encodeLog(ops: readonly LogOp[]): Uint8Array {
  const w = new Writer();
  for (const b of MAGIC) w.byte(b);
  let px = 0;
  let py = 0;
  let pp = 0;
  for (const op of ops) {
    w.byte(CODES[op.op]);
    if (op.op === 'set' || op.op === 'key') {
      const value = op.op === 'set' ? op.settings : { palette: op.key.palette, regions: op.key.regions };
      const json = new TextEncoder().encode(JSON.stringify(value));
      w.uvar(json.length);
      w.raw(json);
    } else if (op.op === 'gesture') {
      const n = op.points.length / 3;
      w.uvar(n);
      // Planar (all x, then all y, then all pressure) and second-order: a smooth stroke's step
      // changes little from one sample to the next, so what is written is mostly tiny numbers.
      const starts = [px, py, pp];
      for (let c = 0; c < 3; c++) {
        let prev = starts[c] as number;
        let step = 0;
        for (let i = 0; i < n; i++) {
          const v = op.points[i * 3 + c] as number;
          const d = v - prev;
          w.svar(c < 2 && i > 0 ? d - step : d);
          step = d;
          prev = v;
        }
      }
      px = op.points[(n - 1) * 3] as number;
      py = op.points[(n - 1) * 3 + 1] as number;
      pp = op.points[(n - 1) * 3 + 2] as number;
    } else if (op.op === 'fill' || op.op === 'region') {
      w.svar(op.x - px);
      w.svar(op.y - py);
      px = op.x;
      py = op.y;
    }
  }
  return w.result();
}

const TOOLS = new Set(['brush', 'eraser', 'fill', 'eyedropper']);
const HEX = /^#[0-9a-f]{6}$/i;
/** Points may lie a little off the page (a stroke leaving it); anything farther is not a pointer. */
const MAX_COORD = 4096 * POINT_SCALE;

const checkSettings = (value: unknown): Partial<LogSettings> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new LogFormatError('The log holds settings that are not an object.');
  const s = value as Record<string, unknown>;
  const bad = (name: string) => new LogFormatError(`The log holds an invalid ${name}.`);
  for (const key of Object.keys(s)) {
    if (!['tool', 'color', 'brushSize', 'zoom', 'symmetry', 'texture', 'fillStyle', 'gapClose'].includes(key))
      throw bad('setting');
  }
  if ('tool' in s && !TOOLS.has(s.tool as string)) throw bad('tool');
  if ('color' in s && !(typeof s.color === 'string' && HEX.test(s.color))) throw bad('colour');
  for (const key of ['brushSize', 'zoom'] as const) {
    const v = s[key];
    if (key in s && !(typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 1000)) throw bad(key);
  }
  if (
    'gapClose' in s &&
    s.gapClose !== null &&
    !(typeof s.gapClose === 'number' && s.gapClose >= 0 && s.gapClose < 100)
  )
    throw bad('gapClose');
  for (const key of ['symmetry', 'texture'] as const) {
    if (key in s && !(typeof s[key] === 'string' && (s[key] as string).length <= 32)) throw bad(key);
  }
  if ('fillStyle' in s) {
    const f = s.fillStyle as Record<string, unknown> | null;
    if (typeof f !== 'object' || f === null || !['flat', 'gradient', 'pattern'].includes(f.kind as string))
      throw bad('fill style');
    if (f.kind === 'gradient' && !(typeof f.to === 'string' && HEX.test(f.to))) throw bad('fill style');
  }
  return s as Partial<LogSettings>;
};

/** A colour key's size caps (the contract's colour key: ≤ 24 colours; points well above any page's). */
const KEY_MAX_COLORS = 24;
const KEY_MAX_POINTS = 4096;

const checkKey = (value: unknown): ColorKeyLike => {
  const bad = new LogFormatError('The log holds an invalid colour key.');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bad;
  const { palette, regions, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !Array.isArray(palette) || !Array.isArray(regions)) throw bad;
  if (palette.length < 1 || palette.length > KEY_MAX_COLORS) throw bad;
  if (!palette.every((c) => typeof c === 'string' && HEX.test(c))) throw bad;
  if (regions.length > KEY_MAX_POINTS) throw bad;
  const int = (v: unknown, max: number) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < max;
  for (const point of regions) {
    if (typeof point !== 'object' || point === null) throw bad;
    const { x, y, c, ...more } = point as Record<string, unknown>;
    if (Object.keys(more).length > 0 || !int(x, 4096) || !int(y, 4096) || !int(c, palette.length)) throw bad;
  }
  return { palette: palette as string[], regions: regions as ColorKeyLike['regions'] };
};

const readJson = (r: Reader): unknown => {
  const json = new TextDecoder('utf-8', { fatal: true }).decode(r.raw(r.uvar()));
  try {
    return JSON.parse(json);
  } catch {
    throw new LogFormatError('The log holds unreadable settings.');
  }
};

/** Reads a log back; throws LogFormatError for anything `encodeLog` could not have written. */
export function decodeLog(bytes: Uint8Array): LogOp[] {
  if (bytes.length > LOG_MAX_RAW_BYTES) throw new LogFormatError('The log is longer than allowed.');
  if (bytes.length < MAGIC.length || MAGIC.some((b, i) => bytes[i] !== b))
    throw new LogFormatError('This is not a Colorbook action log.');
  const r = new Reader(bytes);
  r.pos = MAGIC.length;
  const ops: LogOp[] = [];
  let px = 0;
  let py = 0;
  let pp = 0;
  const coord = (v: number) => {
    if (Math.abs(v) > MAX_COORD) throw new LogFormatError('The log holds a point off the page.');
    return v;
  };
  while (!r.done) {
    if (ops.length >= LOG_MAX_OPS) throw new LogFormatError('The log holds too many actions.');
    const name = NAMES[r.byte()];
    if (!name) throw new LogFormatError('The log holds an unknown action.');
    if (name === 'set') {
      ops.push({ op: 'set', settings: checkSettings(readJson(r)) });
    } else if (name === 'key') {
      ops.push({ op: 'key', key: checkKey(readJson(r)) });
    } else if (name === 'gesture') {
      const n = r.uvar();
      if (n < 1 || n * 3 > bytes.length) throw new LogFormatError('The log holds a gesture of no points.');
      const points = new Array<number>(n * 3);
      const starts = [px, py, pp];
      for (let c = 0; c < 3; c++) {
        let prev = starts[c] as number;
        let step = 0;
        for (let i = 0; i < n; i++) {
          const d = c < 2 && i > 0 ? r.svar() + step : r.svar();
          const v = prev + d;
          if (c < 2) coord(v);
          else if (v < 0 || v > PRESSURE_SCALE)
            throw new LogFormatError('The log holds an invalid pressure.');
          points[i * 3 + c] = v;
          step = d;
          prev = v;
        }
      }
      px = points[(n - 1) * 3] as number;
      py = points[(n - 1) * 3 + 1] as number;
      pp = points[(n - 1) * 3 + 2] as number;
      ops.push({ op: 'gesture', points });
    } else if (name === 'fill' || name === 'region') {
      px = coord(px + r.svar());
      py = coord(py + r.svar());
      ops.push({ op: name, x: px, y: py });
    } else {
      ops.push({ op: name });
    }
  }
  return ops;
}

/**
 * True when the log uses magic colours or a hint before recording the key they need (logs made
 * before `key` ops): only a player that has the page's colour key can play it.
 */
export const needsColorKey = (ops: readonly LogOp[]): boolean => {
  for (const op of ops) {
    if (op.op === 'key') return false;
    if (op.op === 'magic' || op.op === 'hint') return true;
  }
  return false;
};

/** The log's length in samples, what a replay paces itself by. */
export const logSamples = (ops: readonly LogOp[]): number =>
  ops.reduce((n, op) => n + (op.op === 'gesture' ? op.points.length / 3 : 0), 0);
