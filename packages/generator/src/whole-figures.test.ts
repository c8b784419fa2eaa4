import { describe, expect, it } from 'vitest';
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

describe('whole bodies, not faces (issue 37)', () => {
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

  it('keeps the whole fox and the whole cyclist inside the page', async () => {
    for (const prompt of ['a fox in a forest', 'a girl riding a bicycle', 'a robot dancing']) {
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
