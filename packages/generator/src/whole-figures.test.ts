import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadLineArt } from './line-art-svg';
import { composePage, planPage } from './offline-generator';
import { isBust, isHead } from './placed';
import { drawingName } from './twemoji';

/** The icon each subject of a prompt's page is drawn with. */
const drawnWith = (prompt: string, style?: 'kawaii') =>
  planPage({ prompt, seed: 1, style }).subjects.map((entry) => drawingName(entry.hexcode));

/** People prompts and the whole figures they draw, in the app's languages. */
const PEOPLE: [string, string[]][] = [
  ['a girl riding a bicycle', ['twemoji:woman-biking']],
  ['a boy riding a bike', ['twemoji:man-biking']],
  ['uma menina andando de bicicleta', ['twemoji:woman-biking']],
  ['a girl', ['twemoji:woman-standing']],
  ['a boy in the park', ['twemoji:man-standing']],
  ['a boy running', ['twemoji:man-running']],
  ['un niño corriendo en el parque', ['twemoji:man-running']],
  ['a woman surfing', ['twemoji:woman-surfing']],
  ['zwei Mädchen tanzen', ['twemoji:woman-dancing', 'twemoji:woman-dancing']],
  ['une fille qui nage', ['twemoji:woman-swimming']],
  ['a child climbing', ['twemoji:person-climbing']],
  ['a girl reading a book', ['twemoji:woman-standing', 'twemoji:open-book']],
  ['a family at the beach', ['twemoji:woman-and-man-holding-hands', 'twemoji:people-holding-hands']],
  ['uma família na praia', ['twemoji:woman-and-man-holding-hands', 'twemoji:people-holding-hands']],
  ['a girl riding a horse', ['twemoji:horse-racing']],
  ['dad reading a book', ['twemoji:man-standing', 'twemoji:open-book']],
  ['maman qui danse', ['twemoji:woman-dancing']],
  ['o papai correndo', ['twemoji:man-running']],
  ['Mama liest ein Buch', ['twemoji:woman-standing', 'twemoji:open-book']],
  // What the figure's drawing shows is not drawn again: the ball, the horse.
  ['a girl playing basketball', ['twemoji:woman-bouncing-ball']],
  ['a jockey on a horse', ['twemoji:horse-racing']],
];

/** Which pixels of a 256-pixel square a drawing's shapes cover. */
async function coverage(body: string, view: number): Promise<boolean[]> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 ${view} ${view}"><g stroke-width="${view / 100}">${body}</g></svg>`;
  const { data } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return Array.from({ length: 256 * 256 }, (_, i) => (data[i * 4 + 3] ?? 0) >= 128);
}
const boxOf = (covered: boolean[]) => {
  const xs = covered.flatMap((on, i) => (on ? [i % 256] : []));
  const ys = covered.flatMap((on, i) => (on ? [Math.floor(i / 256)] : []));
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
};

/**
 * Animals children ask for and the whole drawing each gets, asked in two languages or more. The
 * frog is Game Icons' (every emoji set draws its face); the others are Twemoji's whole animals,
 * which the prompt must pick over the same set's face ("pig" is the pig, not the pig face).
 */
const ANIMALS: [string, string[]][] = [
  [
    'game-icons:frog',
    ['a frog on a lily pad', 'una rana en el estanque', 'ein Frosch im Teich', 'deux grenouilles'],
  ],
  ['game-icons:deer', ['a deer in the forest', 'un ciervo en el bosque', 'ein Hirsch im Wald']],
  ['game-icons:boar', ['a wild boar', 'un sanglier dans la forêt']],
  ['game-icons:gorilla', ['a gorilla reading a book', 'um gorila na selva']],
  ['game-icons:koala', ['a koala in a tree', 'ein Koala auf einem Baum']],
  // Twemoji's chicken is a head; its rooster, a whole hen-like bird, draws it.
  ['twemoji:rooster', ['a chicken on a farm', 'une poule', 'ein Huhn im Stall']],
  ['twemoji:tiger', ['a tiger in the jungle', 'un tigre dans la jungle']],
  ['twemoji:monkey', ['a monkey eating a banana', 'un mono comiendo un plátano']],
  ['twemoji:pig', ['a pig on a farm', 'ein Schwein auf dem Bauernhof']],
  ['twemoji:cow', ['a cow in a field', 'uma vaca no campo']],
  ['twemoji:mouse', ['a mouse eating cheese', 'une souris qui mange du fromage']],
  ['twemoji:rabbit', ['a bunny in the garden', 'ein Hase im Garten']],
  ['twemoji:dog', ['a dog playing with a ball', 'un perro jugando con una pelota']],
  ['twemoji:cat', ['a cat sleeping', 'um gato dormindo']],
  ['twemoji:horse', ['a horse in a meadow', 'un cheval dans un pré']],
  ['twemoji:dragon', ['a dragon reading a book', 'ein Drache liest ein Buch']],
  // Faces set on a whole body of Twemoji's (composed-drawings.ts, docs/decisions/0053).
  ['twemoji:lion+cat', ['a lion', 'un león en la selva', 'ein Löwe liest ein Buch']],
  ['twemoji:wolf+dog', ['a wolf in the forest', 'un loup dans la forêt']],
  ['twemoji:bear+ox', ['a bear', 'ein Bär im Wald', 'um urso na floresta']],
  ['twemoji:panda+ox', ['a panda eating bamboo', 'un panda']],
  ['twemoji:hamster+pig', ['a hamster', 'un hámster']],
  ['twemoji:horse+horn', ['a unicorn', 'une licorne', 'ein Einhorn']],
  ['twemoji:raccoon+cat', ['raccoon', 'un mapache']],
];

/** People Twemoji draws as busts, now a bust on a whole standing figure. */
const JOBS: [string, string][] = [
  ['a doctor', 'twemoji:health-worker+person-standing'],
  ['an astronaut on the moon', 'twemoji:astronaut+person-standing'],
  ['grandmother', 'twemoji:old-woman+woman-standing'],
  ['una abuela leyendo un libro', 'twemoji:old-woman+woman-standing'],
  ['grandfather', 'twemoji:old-man+man-standing'],
  ['prince', 'twemoji:prince+man-standing'],
  ['a princess with a unicorn', 'twemoji:princess+woman-standing'],
  ['a chef cooking', 'twemoji:cook+person-standing'],
  ['a baby', 'twemoji:baby+person-in-lotus-position'],
  ['fairy', 'twemoji:fairy+woman-standing'],
  ['alien', 'twemoji:alien+person-standing'],
  ['un bebé', 'twemoji:baby+person-in-lotus-position'],
];

describe('whole bodies, not faces (issue 37)', () => {
  it('draws the animals children ask for whole, in every language asked', { timeout: 20_000 }, () => {
    for (const [icon, prompts] of ANIMALS) {
      for (const prompt of prompts) {
        const [animal] = planPage({ prompt, seed: 1 }).subjects;
        expect(drawingName(animal?.hexcode ?? ''), prompt).toBe(icon);
        expect(animal && isHead(animal), prompt).toBe(false);
      }
    }
  });

  it('draws doctors, astronauts, grandparents, princes and cooks whole, standing', {
    timeout: 20_000,
  }, () => {
    for (const [prompt, icon] of JOBS) {
      const [person] = planPage({ prompt, seed: 1 }).subjects;
      expect(drawingName(person?.hexcode ?? ''), prompt).toBe(icon);
      expect(person && isBust(person), prompt).toBe(false);
    }
  });

  it('seats a princess or a prince riding as their bust, not standing on the horse’s back', () => {
    const riders: [string, string][] = [
      ['a princess riding a horse', 'twemoji:princess'],
      ['a prince riding a unicorn', 'twemoji:prince'],
    ];
    for (const [prompt, icon] of riders) {
      const [rider] = planPage({ prompt, seed: 1 }).subjects;
      expect(drawingName(rider?.hexcode ?? ''), prompt).toBe(icon);
      expect(rider && isBust(rider), prompt).toBe(true);
    }
  });

  it('keeps the animals no open set draws whole as portraits, whole on the ground', {
    timeout: 20_000,
  }, () => {
    // Twemoji's zebra is a head, with no whole body near enough to carry its stripes
    // (docs/decisions/0050, 0053): it stays a portrait.
    for (const prompt of ['a zebra']) {
      const [animal] = planPage({ prompt, seed: 1 }).subjects;
      expect(animal && isHead(animal), prompt).toBe(true);
    }
  });

  it.each([
    ['frog', '1F438'],
    ['deer', '1F98C'],
    ['boar', '1F417'],
    ['gorilla', '1F98D'],
    ['koala', '1F428'],
  ])(
    'fills the gaps between the %s’s pieces with white, within its outline',
    {
      timeout: 20_000,
    },
    async (_name, hexcode) => {
      const art = await loadLineArt({ hexcode });
      // The white comes first, without a line, then the pieces, each white with a line.
      expect(art.ink).toMatch(
        /^<path fill="#fff" stroke="none" d="M[^"]+"\/>(?:<g transform="[^"]+">)?<path fill="#fff" stroke="#000"/,
      );
      const fill = /^<path fill="#fff" stroke="none" d="[^"]+"\/>/.exec(art.ink)?.[0] ?? '';
      const [under, pieces] = [
        await coverage(fill, art.view),
        await coverage(art.ink.slice(fill.length), art.view),
      ];
      // It closes the gaps: white where no piece is.
      expect(under.filter((white, i) => white && !pieces[i]).length).toBeGreaterThan(300);
      // And leaves no margin round the frog (one would join the scenery's regions round it).
      const [a, b] = [boxOf(under), boxOf(pieces)];
      expect(a.left).toBeGreaterThan(b.left);
      expect(a.top).toBeGreaterThan(b.top);
      expect(a.right).toBeLessThan(b.right);
      expect(a.bottom).toBeLessThan(b.bottom);
    },
  );

  it('draws the fox whole, sitting, from Game Icons: no longer a face', () => {
    for (const prompt of ['a fox in a forest', 'un zorro en el bosque', 'ein Fuchs im Wald']) {
      const [fox] = planPage({ prompt, seed: 1 }).subjects;
      expect(drawingName(fox?.hexcode ?? ''), prompt).toBe('game-icons:fox');
      expect(fox && isHead(fox), prompt).toBe(false);
    }
  });

  it('draws the robot whole, from Game Icons, standing rather than as a portrait', () => {
    const [robot] = planPage({ prompt: 'a robot watering flowers', seed: 1 }).subjects;
    expect(drawingName(robot?.hexcode ?? '')).toBe('game-icons:vintage-robot');
    expect(robot && isBust(robot)).toBe(false);
  });

  it('draws people as whole figures doing what the prompt says', () => {
    for (const [prompt, icons] of PEOPLE) expect(drawnWith(prompt), prompt).toEqual(icons);
    // A face is kept where a face is wanted: kawaii pages draw big round heads.
    expect(drawnWith('a girl', 'kawaii')).toEqual(['twemoji:girl']);
  });

  it('keeps the whole fox, the frog and the whole cyclist inside the page', async () => {
    for (const prompt of [
      'a fox in a forest',
      'a girl riding a bicycle',
      'a robot dancing',
      'a frog jumping',
    ]) {
      const page = await composePage({ prompt, seed: 1 });
      const [subject] = page.parts.filter((part) => part.role === 'subject');
      expect(subject, prompt).toBeDefined();
      const box = subject?.box ?? { x: -1, y: -1, width: 0, height: 0 };
      expect(box.x, prompt).toBeGreaterThan(0);
      expect(box.y, prompt).toBeGreaterThan(0);
      expect(box.x + box.width, prompt).toBeLessThan(1024);
      expect(box.y + box.height, prompt).toBeLessThan(1024);
    }
  }, 30_000);
});
