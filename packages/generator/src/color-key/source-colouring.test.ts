import { COLOR_KEY_MAX_COLORS, type ColorKey, colorKeySchema } from '@colorbook/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withoutLines } from '../colour-hint';
import { createPageGenerator } from '../generator';
import { composePage } from '../offline-generator';
import type { PageRequest } from '../page-plan';
import { labOfHex } from './colour-space';
import { pageGrey, pageRegions } from './page-regions';

/** An offline page, its key, its composition and its regions (largest first, as the key's). */
async function keyedPage(request: PageRequest) {
  const page = await createPageGenerator().generate(request);
  const composed = await composePage(request);
  const key = colorKeySchema.parse(page.colorKey) as ColorKey;
  const { regions } = pageRegions(await pageGrey(page.illustration));
  return { page, composed, key, regions };
}

const labOf = (key: ColorKey, k: number) => labOfHex(key.palette[key.regions[k]?.c ?? 0] ?? '#000000');

/** Key regions whose point is in the middle half of the main subject's box, largest first. */
function insideSubject(keyed: Awaited<ReturnType<typeof keyedPage>>): number[] {
  const subject = keyed.composed.parts.find((part) => part.role === 'subject');
  if (!subject) throw new Error('no subject on the page');
  const { box } = subject;
  return keyed.key.regions.flatMap((point, k) =>
    Math.abs(point.x - (box.x + box.width / 2)) < box.width / 4 &&
    Math.abs(point.y - (box.y + box.height / 2)) < box.height / 4
      ? [k]
      : [],
  );
}

/**
 * The page's widest region with most of it in a band of rows (the sky up high, the grass low),
 * outside the drawings: a big frog's face reaching down into the grass is not grass.
 */
function widestIn(keyed: Awaited<ReturnType<typeof keyedPage>>, top: number, bottom: number): number {
  const inDrawing = (x: number, y: number) =>
    keyed.composed.parts.some(
      ({ role, box }) =>
        role !== 'cue' && x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height,
    );
  const k = keyed.regions.findIndex(
    (region) =>
      region.cy >= top && region.cy <= bottom && region.area > 40_000 && !inDrawing(region.cx, region.cy),
  );
  if (k < 0) throw new Error(`no wide region between rows ${top} and ${bottom}`);
  return k;
}

/** Composing and keying on a busy machine: the bound is for a hang, not for speed. */
describe('offline colour keys from the drawings’ own colours', { timeout: 120_000 }, () => {
  it('keys a red apple red inside the apple', async () => {
    const keyed = await keyedPage({ prompt: 'a red apple', seed: 1, style: 'cartoon', difficulty: 'medium' });
    const inside = insideSubject(keyed);
    expect(inside.length).toBeGreaterThan(0);
    // The apple's body is its biggest region there: OpenMoji's red (a* well above 0).
    const [l, a, b] = labOf(keyed.key, inside[0] as number);
    expect({ l, a, b, reddish: a > 35 && a > Math.abs(b) }).toMatchObject({ reddish: true });
    expect(keyed.key.palette.length).toBeLessThanOrEqual(COLOR_KEY_MAX_COLORS);
    expect(keyed.key.names?.[keyed.key.regions[inside[0] as number]?.c ?? 0]).toMatch(/red|coral|cherry/i);
  });

  it('keys a frog green, its sky blue and its grass green', async () => {
    const request: PageRequest = {
      prompt: 'a frog on a lily pad',
      seed: 1,
      style: 'cartoon',
      difficulty: 'medium',
    };
    const keyed = await keyedPage(request);
    const parts = (await composePage(request)).hint?.parts ?? [];
    const sky = parts.find((part) => part.name === 'sky');
    const grass = parts.find((part) => part.name === 'grass');
    expect(sky && grass).toBeTruthy();
    const inside = insideSubject(keyed);
    const [, frogA] = labOf(keyed.key, inside[0] as number);
    expect(frogA).toBeLessThan(-20);
    const skyK = widestIn(keyed, 0, (sky?.box.height ?? 0) * 0.6);
    const [, skyA, skyB] = labOf(keyed.key, skyK);
    expect({ skyA, skyB, blueish: skyB < -20 && skyB < skyA }).toMatchObject({ blueish: true });
    const grassK = widestIn(keyed, (grass?.box.y ?? 1024) + 20, 1024);
    const [, grassA, grassB] = labOf(keyed.key, grassK);
    expect({ grassA, grassB, greenish: grassA < -20 && grassB > 0 }).toMatchObject({ greenish: true });
  });

  it('is the same key for the same request, with a point for every region', async () => {
    const request: PageRequest = {
      prompt: 'a frog on a lily pad',
      seed: 7,
      style: 'kawaii',
      difficulty: 'easy',
    };
    const [first, second] = [await keyedPage(request), await keyedPage(request)];
    expect(second.key).toEqual(first.key);
    expect(first.key.regions.length).toBe(first.regions.length);
  });

  it('keys every tile of a pattern page in its drawing’s colours', async () => {
    const request: PageRequest = { prompt: 'a red apple', seed: 5, style: 'pattern', difficulty: 'medium' };
    const keyed = await keyedPage(request);
    const hint = keyed.composed.hint?.drawings ?? '';
    const { data } = await sharp(Buffer.from(hint)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    // Key points that fall on the apple's red in the hint: their colour must be red too.
    const onRed = keyed.key.regions.flatMap((point, k) => {
      const o = (point.y * 1024 + point.x) * 4;
      const [r, g, a] = [data[o] ?? 0, data[o + 1] ?? 0, data[o + 3] ?? 0];
      return a === 255 && r > 180 && g < 130 ? [k] : [];
    });
    expect(onRed.length).toBeGreaterThanOrEqual(8);
    const red = onRed.filter((k) => (labOf(keyed.key, k)[1] as number) > 30);
    expect(red.length / onRed.length).toBeGreaterThanOrEqual(0.9);
  });

  it('keys the subject of a mandala page in its colours', async () => {
    const keyed = await keyedPage({ prompt: 'a red apple', seed: 3, style: 'mandala', difficulty: 'medium' });
    const inside = keyed.key.regions.flatMap((p, k) => (Math.hypot(p.x - 512, p.y - 512) < 60 ? [k] : []));
    expect(inside.length).toBeGreaterThan(0);
    const [, a] = labOf(keyed.key, inside[0] as number);
    expect(a).toBeGreaterThan(35);
  });
});

describe('withoutLines', () => {
  it('drops the black line groups, nested ones included, and keeps the colour groups', () => {
    const svg =
      '<svg id="emoji" viewBox="0 0 72 72"><g id="color"><path fill="#ea5a47" d="M0,0"/></g>' +
      '<g id="line"><g id="line-2"><path stroke="#000" d="M1,1"/></g><circle r="2"/></g>' +
      '<g id="skin"/><g id="line-supplement"><path d="M2,2"/></g><g id="hair"><path fill="#a57939" d="M3,3"/></g></svg>';
    const out = withoutLines(svg);
    expect(out).toContain('#ea5a47');
    expect(out).toContain('#a57939');
    expect(out).not.toMatch(/M1,1|M2,2|circle|id=/);
  });
});
