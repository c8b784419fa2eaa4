import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanUpLineArt } from './clean-up';
import { composePageSvg, generateOffline } from './offline-generator';

const stats = async (png: Buffer) => {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const v of data) if (v < 128) ink++;
  return { width: info.width, height: info.height, ink: ink / data.length };
};

describe('generateOffline', () => {
  it('makes a 1024 PNG colouring page with a fair amount of line work', async () => {
    const png = await generateOffline({ prompt: 'a cat playing with yarn in a garden', seed: 1 });
    const { width, height, ink } = await stats(png);
    expect([width, height]).toEqual([1024, 1024]);
    expect(ink).toBeGreaterThan(0.03);
    expect(ink).toBeLessThan(0.35);
  });

  it('is deterministic per prompt and seed, and varies with the seed', async () => {
    const request = { prompt: 'Dinosaur in the jungle', seed: 42 };
    const [a, b, c] = await Promise.all([
      generateOffline(request),
      generateOffline({ ...request }),
      generateOffline({ ...request, seed: 43 }),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('draws the subjects the prompt names', async () => {
    const svg = await composePageSvg({ prompt: 'castle with a dragon', seed: 3 });
    // OpenMoji drawings are placed as transformed groups, each over its silhouette image.
    expect(svg.match(/<image /g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('adds detail for harder pages', async () => {
    const prompt = 'a horse on a farm';
    const easy = await stats(await generateOffline({ prompt, seed: 5, difficulty: 'easy' }));
    const hard = await stats(await generateOffline({ prompt, seed: 5, difficulty: 'hard' }));
    const easySvg = await composePageSvg({ prompt, seed: 5, difficulty: 'easy' });
    const hardSvg = await composePageSvg({ prompt, seed: 5, difficulty: 'hard' });
    expect(hardSvg.length).toBeGreaterThan(easySvg.length * 1.3);
    expect(hard.ink).toBeGreaterThan(0.02);
    expect(easy.ink).toBeGreaterThan(0.02);
  });

  it('makes a procedural mandala for "mandala" and when nothing matches', async () => {
    const mandala = await composePageSvg({ prompt: 'mandala', seed: 1 });
    expect(mandala).not.toContain('<image ');
    expect(mandala.match(/rotate\(/g)?.length ?? 0).toBeGreaterThan(30);
    const unknown = await composePageSvg({ prompt: 'something abstract and lovely', seed: 2 });
    expect(unknown).not.toContain('<image ');
    expect(await stats(await generateOffline({ prompt: 'zzz qqq', seed: 9 }))).toMatchObject({ width: 1024 });
  });

  it('repeats the subject on a pattern page and centres it in a mandala', async () => {
    const pattern = await composePageSvg({ prompt: 'owl', seed: 1, style: 'pattern' });
    expect(pattern.match(/<image /g)?.length ?? 0).toBeGreaterThanOrEqual(9);
    const mandala = await composePageSvg({ prompt: 'owl', seed: 1, style: 'mandala' });
    expect(mandala.match(/<image /g)?.length).toBe(1);
  });

  it('keeps OpenMoji artwork black-and-white with no filled areas', async () => {
    const svg = await composePageSvg({ prompt: 'fish and octopus under the sea', seed: 4 });
    const fills = new Set(svg.match(/fill="[^"]*"/g));
    expect([...fills].sort()).toEqual(['fill="#fff"', 'fill="none"'].sort());
    const strokes = new Set(svg.match(/stroke="[^"]*"/g));
    expect([...strokes]).toEqual(['stroke="#000"']);
  });

  it('survives clean-up as pure black on white', async () => {
    const { illustration } = await cleanUpLineArt(
      await generateOffline({ prompt: 'rocket in space', seed: 1 }),
    );
    const { data, info } = await sharp(illustration)
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const w = info.width;
    // Grey only as a thin rim: every grey pixel touches a pure-black core within two pixels.
    let lonelyGrey = 0;
    let grey = 0;
    for (let y = 2; y < w - 2; y++) {
      for (let x = 2; x < w - 2; x++) {
        const v = data[y * w + x] ?? 0;
        if (v === 0 || v === 255) continue;
        grey++;
        let core = false;
        for (let dy = -2; dy <= 2 && !core; dy++)
          for (let dx = -2; dx <= 2 && !core; dx++) core = data[(y + dy) * w + x + dx] === 0;
        if (!core) lonelyGrey++;
      }
    }
    expect(grey).toBeGreaterThan(0);
    expect(lonelyGrey).toBe(0);
    expect(data.filter((v) => v === 255).length / data.length).toBeGreaterThan(0.7);
  });
});
