import { describe, expect, it } from 'vitest';
import { checkComposition } from './composition-check';
import { composePage, planPage } from './offline-generator';
import type { Difficulty } from './prompt-check';

/**
 * The reviewed list of relations a prompt may name (issue 37): each phrase as people type it,
 * the placement it means, and a prompt whose page must put the parts where the phrase says, on
 * every seed tried. The placements are relation-units.ts's; the geometry each must meet is
 * composition-check.ts's.
 */
/** A girl is drawn whole, as Twemoji's standing woman (decision 0046). */
const GIRL = '^(?:girl|woman)\\b';

const RELATIONS: [phrase: string, prompt: string, a: string, relation: string, b: string][] = [
  ['reading', 'a dragon reading a book', 'dragon', 'reading', 'book'],
  ['reading (an animal)', 'a cat reading a book', 'cat', 'reading', 'book'],
  ['reading (a person)', 'a girl reading a book', GIRL, 'reading', 'book'],
  ['sitting on', 'a cat sitting on a chair', 'cat', 'on', 'chair'],
  ['standing on', 'a bird standing on a turtle', 'bird', 'on', 'turtle'],
  ['on top of', 'an owl on top of a house', 'owl', 'on', 'house'],
  ['on', 'a frog on a mushroom', 'frog', 'on', 'mushroom'],
  ['perched on', 'a parrot perched on a branch', 'parrot', 'on', 'tree'],
  ['under', 'a cat under a tree', 'cat', 'under', 'tree'],
  ['beneath', 'a dog beneath an umbrella', 'dog', 'under', 'umbrella'],
  ['next to', 'a pig next to a cow', 'pig', 'next-to', 'cow'],
  ['beside', 'a horse beside a tractor', 'horse', 'next-to', 'tractor'],
  ['near', 'a rabbit near a carrot', 'rabbit', 'next-to', 'carrot'],
  ['holding', 'a bear holding a balloon', 'bear', 'holding', 'balloon'],
  ['carrying', 'a monkey carrying a banana', 'monkey', 'holding', 'banana'],
  ['hugging', 'a girl hugging a teddy bear', GIRL, 'holding', 'teddy'],
  ['playing with', 'a dog playing with a ball', 'dog', 'holding', 'ball'],
  // A boy on a horse is one drawing of both (the jockey); a princess sits on its back.
  ['riding', 'a princess riding a horse', 'princess', 'riding', 'horse'],
  ['riding a bicycle', 'a dog riding a bicycle', 'dog', 'riding', 'bicycle'],
  ['driving', 'a dog driving a car', 'dog', 'riding', 'automobile'],
  ['sailing', 'a cat sailing a boat', 'cat', 'riding', 'sailboat|canoe|speedboat'],
  ['inside', 'a cat inside a box', 'cat', 'in', 'package'],
  ['in', 'a duck in a bathtub', 'duck', 'in', 'bathtub'],
  ['in front of', 'a dog in front of a house', 'dog', 'in-front-of', 'house'],
  ['behind', 'a fox behind a tree', 'fox', 'behind', 'tree'],
  ['flying over', 'a dragon flying over a castle', 'dragon', 'above', 'castle'],
  ['above', 'a rocket above the moon', 'rocket', 'above', 'moon'],
  ['wearing', 'a lion wearing a crown', 'lion', 'wearing', 'crown'],
  ['visiting', 'a bee visiting a flower', 'honeybee', 'visiting', 'blossom|tulip|rose|sunflower|hibiscus'],
  ['on (a place)', 'an astronaut on the moon', 'astronaut', 'on', 'moon'],
];
const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard'];

describe('relations from the reviewed list (issue 37)', () => {
  it(`puts the parts where each of ${RELATIONS.length} relation phrases says, on every seed`, {
    timeout: 120_000,
  }, async () => {
    expect(new Set(RELATIONS.map(([phrase]) => phrase.replace(/ \(.*\)$/, ''))).size).toBeGreaterThanOrEqual(
      24,
    );
    const failed: string[] = [];
    for (const [i, [phrase, prompt, a, relation, b]] of RELATIONS.entries()) {
      for (const seed of [1, 2]) {
        const { parts } = await composePage({ prompt, seed: seed + i, difficulty: DIFFICULTIES[i % 3] });
        const why =
          relation === 'reading'
            ? checkComposition(parts, { a, action: 'reading' })
            : checkComposition(parts, { a, b, relation });
        if (why) failed.push(`${phrase} ("${prompt}", seed ${seed + i}): ${why}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it('reads the book open in front of the reader, not lying beside it', { timeout: 30_000 }, async () => {
    const { parts } = await composePage({ prompt: 'a dragon reading a book', seed: 1, difficulty: 'easy' });
    const dragon = parts.find((part) => part.name === 'dragon');
    const book = parts.find((part) => part.name === 'open book');
    expect(dragon && book).toBeTruthy();
    const [D, B] = [dragon?.box, book?.box];
    if (!D || !B) return;
    // Its bottom is well above the dragon's feet: held up, not on the ground.
    expect(B.y + B.height).toBeLessThan(D.y + D.height - 0.1 * D.height);
  });

  it('draws a girl riding a bicycle as one whole cyclist, a woman on it, in every language', () => {
    for (const prompt of [
      'a girl riding a bicycle',
      'una niña montando en bicicleta',
      'une fille qui fait du vélo',
      'ein Mädchen fährt Fahrrad',
      'uma menina andando de bicicleta',
    ])
      expect(
        planPage({ prompt, seed: 1 }).subjects.map((subject) => subject.hexcode),
        prompt,
      ).toEqual(['1F6B4-200D-2640-FE0F']);
  });

  it('draws "with candles" as the cake with its candles on top, in every language', () => {
    for (const prompt of [
      'a birthday cake with candles',
      'una tarta de cumpleaños con velas',
      'un gâteau d’anniversaire avec des bougies',
      'eine Geburtstagstorte mit Kerzen',
      'um bolo de aniversário com velas',
    ]) {
      // Twemoji's cake (1F382) has three candles standing evenly spaced on its top tier; no
      // loose candle stands beside it.
      const names = planPage({ prompt, seed: 1 }).subjects.map((subject) => subject.hexcode);
      expect(names, prompt).toEqual(['1F382']);
    }
  });
});
