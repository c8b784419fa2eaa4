import {
  CANVAS_SIZE,
  type LogOp,
  POINT_SCALE,
  type Rect,
  ReplayCore,
  type RgbaImage,
} from '@colorbook/canvas';
import type { TogetherAction, TogetherOp } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { TogetherModel } from './together-model';
import { sameOp, TogetherPicture } from './together-picture';

/** A white page cut into a 4×4 grid of boxes by black lines, so fills stay in their box. */
function gridPage(): RgbaImage {
  const data = new Uint8ClampedArray(CANVAS_SIZE * CANVAS_SIZE * 4).fill(255);
  for (let y = 0; y < CANVAS_SIZE; y++)
    for (let x = 0; x < CANVAS_SIZE; x++)
      if (x % 256 < 3 || y % 256 < 3) data.fill(0, (y * CANVAS_SIZE + x) * 4, (y * CANVAS_SIZE + x) * 4 + 3);
  return { data, width: CANVAS_SIZE, height: CANVAS_SIZE };
}

const lineArt = gridPage();
const colors = ['#ef4444', '#3b82f6', '#22c55e', '#eab308'];

/** A fill of one box or a short brush stroke, each with the settings it needs (as the web sends). */
function painting(n: number, author: number): TogetherOp[] {
  const x = 40 + ((n * 97) % 900);
  const y = 40 + ((n * 61 + author * 250) % 900);
  const color = colors[(n + author) % colors.length] as string;
  if (n % 2 === 0)
    return [
      { op: 'set', settings: { tool: 'fill', color } },
      { op: 'fill', x: x * POINT_SCALE, y: y * POINT_SCALE },
    ];
  const points = [0, 1, 2, 3].flatMap((k) => [(x + k * 9) * POINT_SCALE, (y + k * 4) * POINT_SCALE, 128]);
  return [
    { op: 'set', settings: { tool: 'brush', color, brushSize: 10 + author * 4 } },
    { op: 'gesture', points },
  ];
}

/** The whole log played in one replay, as every canvas did before (decision 0041). */
function fullReplay(ops: readonly LogOp[]): Uint8ClampedArray {
  const core = new ReplayCore(ops, { lineArt });
  core.toEnd();
  return core.pixels;
}

/** What a canvas redraws: the changed box of the picture. */
function copyBox(from: Uint8ClampedArray, to: Uint8ClampedArray, box: Rect | null) {
  if (!box) return;
  for (let y = box.y; y < box.y + box.height; y++) {
    const start = (y * CANVAS_SIZE + box.x) * 4;
    to.set(from.subarray(start, start + box.width * 4), start);
  }
}

/** A pseudo-random sequence, the same on every run. */
function seeded(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

describe('TogetherPicture', () => {
  it('tells ops alike whatever order their keys came in, and no others', () => {
    expect(
      sameOp(
        { op: 'set', settings: { tool: 'fill', color: '#fff' } },
        JSON.parse('{"settings":{"color":"#fff","tool":"fill"},"op":"set"}'),
      ),
    ).toBe(true);
    expect(sameOp({ op: 'fill', x: 1, y: 2 }, { op: 'fill', x: 1, y: 3 })).toBe(false);
    expect(sameOp({ op: 'gesture', points: [1, 2] }, { op: 'gesture', points: [1, 2, 3] })).toBe(false);
    expect(sameOp({ op: 'set', settings: {} }, { op: 'set', settings: { gapClose: null } })).toBe(false);
  });

  it('paints what a replay of the whole log paints, after every change, replaying rarely', async () => {
    // Device 1's view of a session with people 1, 2 and 3: its own actions wait unconfirmed while
    // the others' are numbered before them; undo and redo come from everyone.
    const model = new TogetherModel(1);
    const picture = new TogetherPicture(lineArt);
    const random = seeded(40);
    const log: TogetherAction[] = [];
    let sent = 0;
    let mine = 0;
    const canvas = new Uint8ClampedArray(CANVAS_SIZE * CANVAS_SIZE * 4);
    for (let step = 0; step < 60; step++) {
      const roll = random(10);
      if (roll < 3) {
        model.addLocal({
          id: `m${mine}`,
          ops: roll === 0 && mine > 0 ? [{ op: 'undo' }] : painting(step, 1),
        });
        mine++;
      } else if (roll < 5 && model.unconfirmed.length > 0) {
        const own = model.unconfirmed[0] as { id: string; ops: TogetherOp[] };
        log.push({
          seq: log.length + 1,
          participantId: 1,
          id: own.id,
          ops: JSON.parse(JSON.stringify(own.ops)),
        });
      } else {
        const author = 2 + random(2);
        const ops: TogetherOp[] =
          roll === 9 ? [{ op: random(2) === 0 ? 'undo' : 'redo' }] : painting(step, author);
        log.push({ seq: log.length + 1, participantId: author, id: `o${step}`, ops });
      }
      model.receive(log.slice(sent));
      sent = log.length;
      const { ops, settled } = model.picture();
      expect(ops).toEqual(model.effectiveOps());
      const shown = await picture.show(ops, settled);
      copyBox(shown, canvas, picture.takeChanged());
      const whole = fullReplay(ops);
      expect(Buffer.from(shown).equals(Buffer.from(whole)), `step ${step}`).toBe(true);
      // A canvas redrawn only where the picture says it changed shows the same.
      expect(Buffer.from(canvas).equals(Buffer.from(whole)), `canvas at step ${step}`).toBe(true);
    }
    // Played again from the blank page only when an undo reached back past the mark.
    expect(picture.fullReplays).toBeLessThan(8);
  }, 120_000);

  it('plays a numbered action once where this device already played it', async () => {
    const model = new TogetherModel(1);
    const picture = new TogetherPicture(lineArt);
    model.addLocal({ id: 'mine', ops: painting(0, 1) });
    await picture.show(model.picture().ops, model.picture().settled);
    expect(picture.takeChanged()).not.toBeNull();
    model.receive([
      { seq: 1, participantId: 1, id: 'mine', ops: JSON.parse(JSON.stringify(painting(0, 1))) },
    ]);
    await picture.show(model.picture().ops, model.picture().settled);
    expect(picture.takeChanged()).toBeNull();
    expect(picture.fullReplays).toBe(1);
  }, 30_000);
});
