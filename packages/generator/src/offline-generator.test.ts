import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanUpLineArt } from './clean-up';
import { entryByHexcode, matchSubjects } from './line-art-library';
import { composePage, composePageSvg, generateOffline, planPage } from './offline-generator';
import { NIGHT_SUBJECTS, type SceneKind, SETTING_SUBJECTS } from './scene';

const stats = async (png: Buffer) => {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const v of data) if (v < 128) ink++;
  return { width: info.width, height: info.height, ink: ink / data.length };
};

/** Library drawings on a page: each is a group marked with its OpenMoji hexcode. */
const drawings = (svg: string) => svg.match(/ data-art="/g)?.length ?? 0;
const subjectsOn = async (prompt: string, seed: number) =>
  (await composePage({ prompt, seed })).parts.filter((part) => part.role === 'subject');

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
    const names = (await subjectsOn('castle with a dragon', 3)).map((part) => part.name);
    expect(names).toEqual(expect.arrayContaining(['castle', 'dragon']));
    // Each is a vector group (silhouette path and ink), marked with its hexcode.
    const svg = await composePageSvg({ prompt: 'castle with a dragon', seed: 3 });
    expect(svg).toContain('data-art="1F3F0"');
    expect(svg).not.toContain('<image ');
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
    expect(drawings(mandala)).toBe(0);
    expect(mandala.match(/rotate\(/g)?.length ?? 0).toBeGreaterThan(30);
    const unknown = await composePageSvg({ prompt: 'something abstract and lovely', seed: 2 });
    expect(drawings(unknown)).toBe(0);
    expect(planPage({ prompt: 'something abstract and lovely', seed: 2 }).layout).not.toBe('scene');
    expect(await stats(await generateOffline({ prompt: 'zzz qqq', seed: 9 }))).toMatchObject({ width: 1024 });
  });

  it('repeats the subject on a pattern page and centres it in a mandala', async () => {
    const pattern = await composePageSvg({ prompt: 'owl', seed: 1, style: 'pattern' });
    expect(drawings(pattern)).toBeGreaterThanOrEqual(9);
    const mandala = await composePageSvg({ prompt: 'owl', seed: 1, style: 'mandala' });
    expect(drawings(mandala)).toBe(1);
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

describe('prompts that name a setting but no subject', () => {
  const settings: [string, SceneKind][] = [
    ['a walk in the woods', 'forest'],
    ['deep in outer space', 'space'],
    ['a day on the farm', 'farm'],
    ['a snowy winter day', 'snow'],
    ['lost in the desert', 'desert'],
    ['a sunny day at the beach', 'beach'],
  ];

  it.each(settings)('%s: a %s scene with its typical subjects, not a mandala', async (prompt, kind) => {
    for (const seed of [1, 2, 3]) {
      const plan = planPage({ prompt, seed });
      expect(plan.layout).toBe('scene');
      expect(plan.scene?.kind).toBe(kind);
      expect(plan.fromSetting).toBe(true);
      expect(plan.subjects.length).toBeGreaterThanOrEqual(2);
      for (const entry of plan.subjects) expect(SETTING_SUBJECTS[kind]).toContain(entry.hexcode);
    }
    expect((await subjectsOn(prompt, 1)).length).toBeGreaterThanOrEqual(2);
  });

  it('draws "A lighthouse by the sea" as a seaside scene with a lighthouse and a beach friend', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const plan = planPage({ prompt: 'A lighthouse by the sea', seed });
      expect(plan.layout).toBe('scene');
      expect(plan.scene?.kind).toBe('beach');
      expect(plan.subjects.map((entry) => entry.name)).toContain('lighthouse');
      expect(plan.subjects.some((entry) => SETTING_SUBJECTS.beach.includes(entry.hexcode))).toBe(true);
      expect(plan.subjects.length).toBe(2);
    }
    expect((await subjectsOn('A lighthouse by the sea', 1)).length).toBe(2);
  });

  it('floats boats on the water (the seaside), and keeps fish in the underwater scene', () => {
    for (const seed of [1, 2, 3]) {
      for (const prompt of ['a pirate ship on the sea', 'a sailboat', 'a canoe on the ocean']) {
        expect(planPage({ prompt, seed }).scene?.kind, prompt).toBe('beach');
      }
      expect(planPage({ prompt: 'a fish in the sea', seed }).scene?.kind).toBe('ocean');
      expect(planPage({ prompt: 'a spaceship', seed }).scene?.kind).toBe('space');
    }
  });

  it('finds a lighthouse (an OpenMoji extra) and a tower before giving up', () => {
    expect(matchSubjects('a lighthouse').map((entry) => entry.hexcode)).toEqual(['E212']);
    expect(matchSubjects('a tall tower').map((entry) => entry.name)).toEqual([
      expect.stringMatching(/castle|lighthouse/),
    ]);
  });

  it('finds the night without any other setting word', () => {
    const plan = planPage({ prompt: 'a quiet night', seed: 1 });
    expect(plan.layout).toBe('scene');
    expect(plan.scene?.night).toBe(true);
    for (const entry of plan.subjects) expect(NIGHT_SUBJECTS).toContain(entry.hexcode);
  });

  it('still asks for a mandala or a pattern when the style says so', () => {
    expect(planPage({ prompt: 'a walk in the woods', seed: 1, style: 'mandala' }).layout).toBe('mandala');
    expect(planPage({ prompt: 'a walk in the woods', seed: 1, style: 'pattern' })).toMatchObject({
      layout: 'pattern',
      subjects: [],
    });
  });

  it('only lists drawings the library has', () => {
    for (const hexcode of [...Object.values(SETTING_SUBJECTS).flat(), ...NIGHT_SUBJECTS])
      expect(entryByHexcode(hexcode), hexcode).toBeDefined();
  });
});

describe('backgrounds', () => {
  it('vary by seed for a prompt that names no setting, and no single look is the default', () => {
    const seen = new Map<string, number>();
    for (let seed = 1; seed <= 40; seed++) {
      const kind = planPage({ prompt: 'a cat', seed }).backdrop ?? 'none';
      seen.set(kind, (seen.get(kind) ?? 0) + 1);
    }
    expect(seen.size, JSON.stringify([...seen])).toBeGreaterThanOrEqual(4);
    expect(Math.max(...seen.values())).toBeLessThan(40 * 0.6);
  });

  it('keep a named setting: a horse on a farm is on the farm, a fish under the sea under water', () => {
    for (let seed = 1; seed <= 8; seed++) {
      expect(planPage({ prompt: 'a horse on a farm', seed }).backdrop).toBe('farm');
      expect(planPage({ prompt: 'a fish under the sea', seed }).backdrop).toBe('underwater');
      expect(planPage({ prompt: 'a cat in the bedroom', seed }).backdrop).toBe('room');
    }
  });

  it('differ between seeds of the same prompt', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((seed) => composePageSvg({ prompt: 'a horse on a farm', seed })),
    );
    expect(new Set(pages).size).toBe(4);
  });
});
