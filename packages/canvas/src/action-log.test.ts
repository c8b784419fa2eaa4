import { beforeAll, describe, expect, it } from 'vitest';
import { decodeLog, encodeLog, LogFormatError, type LogOp, needsColorKey } from './action-log';
import { gunzipLog, gzipLog } from './action-log-compress';
import { ActionRecorder } from './action-log-recorder';
import { keyTestPage, POINTS, testKey } from './key-test-page.testing';
import { PaintCore } from './paint-core';
import { labelRegions, type RegionMap } from './regions';
import { ReplayCore } from './replay';
import type { RgbaImage } from './types';

let page: RgbaImage;
let map: RegionMap;
beforeAll(() => {
  page = keyTestPage();
  map = labelRegions(page);
});
const options = () => ({ lineArt: page, labelRegions: async () => map });

/** A stroke with fractional, jittery pen samples (some coalesced), as a real pointer gives. */
const stroke = (core: PaintCore, x0: number, y0: number, n: number, pressure?: number) => {
  core.pointerDown({ x: x0 + 0.37, y: y0 + 0.61, pressure });
  for (let i = 1; i < n; i += 2) {
    const at = (k: number) => ({
      x: x0 + k * 3.13 + Math.sin(k) * 2.7,
      y: y0 + k * 1.91 + Math.cos(k * 0.7) * 3.3,
      pressure: pressure === undefined ? undefined : 0.3 + 0.5 * Math.abs(Math.sin(k / 5)),
    });
    core.pointerMove({ ...at(i + 1), coalesced: [at(i), at(i + 1)] });
  }
  return core.pointerUp({ x: x0 + n * 3.13, y: y0 + n * 1.91, pressure });
};

/** A painting session using every recorded action. */
const paintSession = async (core: PaintCore) => {
  await core.whenRegions();
  core.setColor('#ef4444');
  core.setBrushSize(24);
  stroke(core, 120, 130, 40);
  core.setTool('fill');
  core.pointerDown(POINTS.right);
  core.pointerUp(POINTS.right);
  core.setFillStyle({ kind: 'gradient', to: '#3b82f6' });
  core.pointerDown({ x: POINTS.disc.x, y: POINTS.disc.y - 60 });
  core.pointerMove({ x: POINTS.disc.x + 3.3, y: POINTS.disc.y + 20.2 });
  core.pointerUp({ x: POINTS.disc.x + 10.6, y: POINTS.disc.y + 90.1 });
  core.setFillStyle({ kind: 'pattern', pattern: 'dots', background: '#fef08a' });
  core.fillAt(POINTS.background.x + 0.4, POINTS.background.y);
  core.setFillStyle({ kind: 'flat' });
  core.setTool('brush');
  core.setColor('#22c55e');
  core.setSymmetry('mirror');
  core.setBrushTexture('crayon');
  stroke(core, 150, 600, 30, 0.7);
  core.undo();
  core.setBrushTexture('plain');
  core.setZoom(1.7);
  stroke(core, 200, 620, 24);
  core.undo();
  core.redo();
  core.setTool('eraser');
  stroke(core, 130, 140, 10);
  // A stroke abandoned for a pinch leaves nothing, in the layer or the log.
  core.setTool('brush');
  core.pointerDown({ x: 700, y: 700 });
  core.pointerMove({ x: 760, y: 740 });
  core.cancelStroke();
};

const replay = async (ops: readonly LogOp[]) => {
  const r = new ReplayCore(ops, options());
  await r.whenRegions();
  return r;
};

describe('action log', () => {
  it('records a session that replays to exactly the same colour layer', async () => {
    const core = new PaintCore(options());
    const recorder = new ActionRecorder(core);
    await paintSession(core);
    const bytes = recorder.encode();
    if (!bytes) throw new Error('no log');
    const ops = decodeLog(bytes);
    expect(ops).toEqual(recorder.actions);
    expect(ops.filter((op) => op.op === 'gesture')).toHaveLength(6);
    expect(ops.map((op) => op.op)).toContain('fill');
    const played = await replay(ops);
    played.toEnd();
    expect(played.finished).toBe(true);
    expect(Buffer.from(played.pixels).equals(Buffer.from(core.snapshot()))).toBe(true);
    // The history too: undo in both lands on the same picture.
    core.undo();
    played.undo();
    expect(Buffer.from(played.pixels).equals(Buffer.from(core.snapshot()))).toBe(true);
  });

  it('shows every box it changes (undo and clear included), so a canvas copying them ends on the picture', async () => {
    const core = new PaintCore(options());
    const recorder = new ActionRecorder(core);
    await paintSession(core);
    core.clear();
    core.setTool('fill');
    core.fillAt(POINTS.left.x, POINTS.left.y);
    stroke(core, 600, 600, 12);
    core.undo();
    const size = 1024;
    const shown = new Uint8ClampedArray(size * size * 4);
    const played: ReplayCore = new ReplayCore(recorder.actions, {
      ...options(),
      onShow: (rect) => {
        for (let y = rect.y; y < rect.y + rect.height; y++) {
          const from = (y * size + rect.x) * 4;
          shown.set(played.pixels.subarray(from, from + rect.width * 4), from);
        }
      },
    });
    await played.whenRegions();
    for (let i = 1; i <= 20; i++) played.seek((played.total * i) / 20);
    expect(Buffer.from(shown).equals(Buffer.from(core.snapshot()))).toBe(true);
  });

  it('scrubs forwards and back and still ends on the final picture', async () => {
    const core = new PaintCore(options());
    const recorder = new ActionRecorder(core);
    await paintSession(core);
    const played = await replay(recorder.actions);
    played.seek(played.total / 2);
    const half = played.snapshot();
    expect(half.some((v) => v !== 0)).toBe(true);
    expect(Buffer.from(half).equals(Buffer.from(core.snapshot()))).toBe(false);
    played.seek(played.total / 4);
    played.seek(played.total / 2);
    expect(Buffer.from(played.snapshot()).equals(Buffer.from(half))).toBe(true);
    played.toEnd();
    expect(Buffer.from(played.pixels).equals(Buffer.from(core.snapshot()))).toBe(true);
  });

  it('continues a saved log in a later session (history restarted) and replays colour-key actions', async () => {
    const first = new PaintCore(options());
    const firstLog = new ActionRecorder(first);
    await paintSession(first);
    // Session two starts from the saved picture, with no history before it.
    const second = new PaintCore({ ...options(), initial: first.snapshot() });
    await second.setColorKey(testKey());
    const log = new ActionRecorder(second, { kind: 'saved', ops: [...firstLog.actions] });
    expect(second.undo()).toBe(false);
    second.hint();
    second.setColor('#3b82f6');
    stroke(second, 400, 800, 20);
    second.undo();
    second.magicColor();
    expect(log.actions.map((op) => op.op)).toEqual(expect.arrayContaining(['base', 'key', 'hint', 'magic']));
    // The key is recorded once, before the first action that used it.
    expect(log.actions.filter((op) => op.op === 'key')).toHaveLength(1);
    const ops = decodeLog(log.encode() as Uint8Array);
    expect(needsColorKey(ops)).toBe(false);
    // Played where the page's key cannot be read (the share page): the log carries it.
    const played = await replay(ops);
    played.toEnd();
    expect(Buffer.from(played.pixels).equals(Buffer.from(second.snapshot()))).toBe(true);
  });

  it("replays colour by number's taps, which fill with the brush or the eraser too", async () => {
    const core = new PaintCore(options());
    const recorder = new ActionRecorder(core);
    await core.setColorKey(testKey());
    expect(core.isKeyedAt(POINTS.left.x, POINTS.left.y)).toBe(true);
    expect(core.isKeyedAt(470, 490)).toBe(false);
    core.setTool('brush');
    core.setColor('#ef4444');
    const rect = core.fillRegion(POINTS.left.x + 0.3, POINTS.left.y);
    expect(rect).not.toBeNull();
    core.setTool('eraser');
    core.setFillStyle({ kind: 'pattern', pattern: 'dots' });
    core.setColor('#22c55e');
    core.fillRegion(POINTS.right.x, POINTS.right.y);
    core.hint();
    expect(core.colorKey.summary?.done).toBe(3);
    const ops = decodeLog(recorder.encode() as Uint8Array);
    expect(ops.filter((op) => op.op === 'region')).toHaveLength(2);
    const played = await replay(ops);
    played.toEnd();
    expect(Buffer.from(played.pixels).equals(Buffer.from(core.snapshot()))).toBe(true);
  });

  it('tells an older log whose magic colours carry no key', () => {
    expect(needsColorKey([{ op: 'magic' }])).toBe(true);
    expect(needsColorKey([{ op: 'key', key: testKey() }, { op: 'hint' }])).toBe(false);
    expect(needsColorKey([{ op: 'gesture', points: [8, 8, 0] }])).toBe(false);
  });

  it('records nothing over unexplained paint until a clear, and nothing after a restore', async () => {
    const core = new PaintCore(options());
    const recorder = new ActionRecorder(core, { kind: 'unknown' });
    stroke(core, 100, 100, 10);
    expect(recorder.encode()).toBeNull();
    core.clear();
    stroke(core, 100, 100, 10);
    expect(recorder.replayable).toBe(true);
    const played = await replay(decodeLog(recorder.encode() as Uint8Array));
    played.toEnd();
    expect(Buffer.from(played.pixels).equals(Buffer.from(core.snapshot()))).toBe(true);
    core.restore(new Uint8ClampedArray(core.snapshot().length));
    expect(recorder.encode()).toBeNull();
    expect(recorder.replayable).toBe(false);
  });

  it('refuses malformed logs', async () => {
    const good = encodeLog([
      { op: 'set', settings: { color: '#000000' } },
      { op: 'gesture', points: [8, 8, 0] },
    ]);
    expect(decodeLog(good)).toHaveLength(2);
    const bad = [
      new Uint8Array([1, 2, 3]),
      good.slice(0, good.length - 1),
      Uint8Array.from([...good.slice(0, 4), 77]),
      encodeLog([{ op: 'set', settings: { color: 'red' } as never }]),
      encodeLog([{ op: 'set', settings: { tool: 'hammer' } as never }]),
      encodeLog([{ op: 'gesture', points: [8, 8, 999] }]),
      encodeLog([{ op: 'gesture', points: [10 ** 7, 8, 0] }]),
      encodeLog([{ op: 'key', key: { palette: ['red'], regions: [] } }]),
      encodeLog([{ op: 'key', key: { palette: ['#000000'], regions: [{ x: 1, y: 1, c: 1 }] } }]),
      encodeLog([{ op: 'key', key: { palette: [], regions: [] } }]),
    ];
    for (const bytes of bad)
      expect(() => decodeLog(bytes), String(bytes.slice(0, 8))).toThrow(LogFormatError);
    await expect(gunzipLog(new Uint8Array([1, 2, 3, 4]))).rejects.toThrow(LogFormatError);
    // A gzip bomb is cut off at the raw cap, not inflated.
    await expect(gunzipLog(await gzipLog(new Uint8Array(9 * 1024 * 1024)))).rejects.toThrow(LogFormatError);
  });
});

describe('action log size', () => {
  it('keeps a synthetic 30-minute colouring far under 200 KB gzipped', async () => {
    const core = new PaintCore(options());
    const recorder = new ActionRecorder(core);
    await core.whenRegions();
    // 30 minutes: a stroke every ~2.5 s of ~1.2 s at 120 Hz pen samples (720 strokes, 100k+
    // samples), with colour and size changes, fills and undos among them.
    let samples = 0;
    let seed = 7;
    const rnd = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    let pressure = 0.5;
    for (let s = 0; s < 720; s++) {
      if (s % 9 === 0)
        core.setColor(
          `#${Math.floor(rnd() * 0xffffff)
            .toString(16)
            .padStart(6, '0')}`,
        );
      if (s % 23 === 0) core.setBrushSize(4 + Math.floor(rnd() * 40));
      if (s % 15 === 0) core.fillAt(rnd() * 1024, rnd() * 1024);
      if (s % 40 === 0) core.undo();
      let x = 60 + rnd() * 900;
      let y = 60 + rnd() * 900;
      let angle = rnd() * 6.28;
      core.pointerDown({ x, y, pressure: 0.5 });
      for (let i = 0; i < 145; i++) {
        angle += (rnd() - 0.5) * 0.3;
        x += Math.cos(angle) * 2.2;
        y += Math.sin(angle) * 2.2;
        // A pen's pressure drifts; it does not jump from sample to sample.
        pressure = Math.min(0.9, Math.max(0.2, pressure + (rnd() - 0.5) * 0.02));
        core.pointerMove({ x, y, pressure });
        samples++;
      }
      core.pointerUp();
    }
    const raw = recorder.encode() as Uint8Array;
    const gz = await gzipLog(raw);
    console.info(
      `30-minute synthetic log: ${720} strokes, ${samples} samples, ${(raw.length / 1024).toFixed(0)} KB raw, ${(gz.length / 1024).toFixed(0)} KB gzipped`,
    );
    expect(samples).toBeGreaterThan(100_000);
    expect(gz.length).toBeLessThan(200 * 1024);
    expect(decodeLog(await gunzipLog(gz))).toEqual(recorder.actions);
  }, 60_000);
});
