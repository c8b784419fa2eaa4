import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineArtEntries, matchSubjectOptions, matchSubjects, openmojiFolder } from './line-art-library';

/** What a person types → a word the drawing's name must contain. */
export const RECOGNISABLE: [string, string][] = [
  ['cat', 'cat'],
  ['kitten', 'cat'],
  ['dog', 'dog'],
  ['puppies', 'dog'],
  ['poodle', 'poodle'],
  ['wolf', 'wolf'],
  ['fox', 'fox'],
  ['raccoon', 'raccoon'],
  ['lion', 'lion'],
  ['tiger', 'tiger'],
  ['leopard', 'leopard'],
  ['horse', 'horse'],
  ['pony', 'horse'],
  ['unicorn', 'unicorn'],
  ['zebra', 'zebra'],
  ['deer', 'deer'],
  ['moose', 'moose'],
  ['bison', 'bison'],
  ['cow', 'cow'],
  ['pig', 'pig'],
  ['boar', 'boar'],
  ['sheep', 'ewe'],
  ['goat', 'goat'],
  ['camel', 'camel'],
  ['llama', 'llama'],
  ['giraffe', 'giraffe'],
  ['elephant', 'elephant'],
  ['mammoth', 'mammoth'],
  ['rhino', 'rhinoceros'],
  ['hippo', 'hippopotamus'],
  ['mouse', 'mouse'],
  ['hamster', 'hamster'],
  ['bunny', 'rabbit'],
  ['chipmunk', 'chipmunk'],
  ['beaver', 'beaver'],
  ['hedgehog', 'hedgehog'],
  ['bat', 'bat'],
  ['bear', 'bear'],
  ['polar bear', 'polar bear'],
  ['koala', 'koala'],
  ['panda', 'panda'],
  ['sloth', 'sloth'],
  ['otter', 'otter'],
  ['skunk', 'skunk'],
  ['kangaroo', 'kangaroo'],
  ['badger', 'badger'],
  ['turkey', 'turkey'],
  ['chicken', 'chicken'],
  ['rooster', 'rooster'],
  ['penguin', 'penguin'],
  ['dove', 'dove'],
  ['eagle', 'eagle'],
  ['duck', 'duck'],
  ['swan', 'swan'],
  ['owl', 'owl'],
  ['dodo', 'dodo'],
  ['flamingo', 'flamingo'],
  ['peacock', 'peacock'],
  ['parrot', 'parrot'],
  ['goose', 'goose'],
  ['frog', 'frog'],
  ['crocodile', 'crocodile'],
  ['turtle', 'turtle'],
  ['lizard', 'lizard'],
  ['snake', 'snake'],
  ['dragon', 'dragon'],
  ['dinosaur', 'sauropod|t-rex'],
  ['t-rex', 't-rex'],
  ['whale', 'whale'],
  ['dolphin', 'dolphin'],
  ['orca', 'orca'],
  ['seal', 'seal'],
  ['fish', 'fish'],
  ['blowfish', 'blowfish'],
  ['shark', 'shark'],
  ['octopus', 'octopus'],
  ['jellyfish', 'jellyfish'],
  ['crab', 'crab'],
  ['lobster', 'lobster'],
  ['shrimp', 'shrimp'],
  ['squid', 'squid'],
  ['snail', 'snail'],
  ['butterfly', 'butterfly'],
  ['ant', 'ant'],
  ['bee', 'honeybee'],
  ['ladybug', 'lady beetle'],
  ['spider', 'spider'],
  ['rose', 'rose'],
  ['tulip', 'tulip'],
  ['sunflower', 'sunflower'],
  ['cactus', 'cactus'],
  ['palm tree', 'palm tree'],
  ['mushroom', 'mushroom'],
  ['apple', 'apple'],
  ['banana', 'banana'],
  ['pineapple', 'pineapple'],
  ['strawberry', 'strawberry'],
  ['cherries', 'cherries'],
  ['watermelon', 'watermelon'],
  ['carrot', 'carrot'],
  ['broccoli', 'broccoli'],
  ['pizza', 'pizza'],
  ['burger', 'hamburger'],
  ['taco', 'taco'],
  ['birthday cake', 'birthday cake'],
  ['cupcake', 'cupcake'],
  ['donut', 'doughnut'],
  ['ice cream', 'ice cream'],
  ['ice cream cone', 'soft ice cream'],
  ['lollipop', 'lollipop'],
  ['castle', 'castle'],
  ['house', 'house'],
  ['tent', 'tent'],
  ['volcano', 'volcano'],
  ['car', 'automobile'],
  ['bus', 'bus'],
  ['train', 'locomotive'],
  ['tractor', 'tractor'],
  ['fire truck', 'fire engine'],
  ['bicycle', 'bicycle'],
  ['motorcycle', 'motorcycle'],
  ['sailboat', 'sailboat'],
  ['airplane', 'airplane'],
  ['helicopter', 'helicopter'],
  ['rocket', 'rocket'],
  ['ufo', 'flying saucer'],
  ['snowman', 'snowman'],
  ['rainbow', 'rainbow'],
  ['balloon', 'balloon'],
  ['kite', 'kite'],
  ['teddy bear', 'teddy bear'],
  ['guitar', 'guitar'],
  ['violin', 'violin'],
  ['drum', 'drum'],
  ['crown', 'crown'],
  ['robot', 'robot'],
  ['alien', 'alien'],
  ['ghost', 'ghost'],
  ['fairy', 'fairy'],
  ['wizard', 'mage'],
  ['mermaid', 'merperson'],
  ['santa', 'santa'],
  ['christmas tree', 'christmas tree'],
  ['pumpkin', 'jack-o-lantern'],
  ['treasure chest', 'treasure chest'],
  ['carousel', 'carousel'],
  ['ferris wheel', 'ferris wheel'],
];

describe('line-art library', () => {
  it('finds the OpenMoji package from any working directory', () => {
    expect(existsSync(path.join(openmojiFolder(), 'black', 'svg', '1F408.svg'))).toBe(true);
  });

  it('indexes colouring subjects only: no flags, keycaps, skin tones, clocks or weapons', () => {
    const names = lineArtEntries().map((entry) => entry.name.toLowerCase());
    expect(names.length).toBeGreaterThan(250);
    for (const banned of ['flag', 'keycap', 'o’clock', 'bomb', 'dagger', 'cigarette', 'wine glass']) {
      expect(names.filter((name) => name.includes(banned))).toEqual([]);
    }
    expect(lineArtEntries().some((entry) => /1F3F[B-F]/.test(entry.hexcode))).toBe(false);
  });

  it.each(RECOGNISABLE)('draws "%s" as %s', (word, expected) => {
    const [first] = matchSubjectOptions(`a ${word} on a sunny day`);
    expect(first?.options.map((entry) => entry.name.toLowerCase()).join(' ')).toMatch(new RegExp(expected));
  });

  it('can draw at least 100 distinct subjects', () => {
    const drawn = new Set(
      RECOGNISABLE.flatMap(([word]) =>
        matchSubjects(word)
          .slice(0, 1)
          .map((e) => e.hexcode),
      ),
    );
    expect(drawn.size).toBeGreaterThanOrEqual(100);
  });

  it('lists subjects in prompt order and prefers full names', () => {
    expect(matchSubjects('a birthday cake and a cat').map((e) => e.name)).toEqual(['birthday cake', 'cat']);
    expect(matchSubjects('castle with a dragon').map((e) => e.name)).toEqual(['castle', 'dragon']);
  });

  it('does not turn verbs and filler into subjects', () => {
    expect(matchSubjects('a cat playing and flying happily').map((e) => e.name)).toEqual(['cat']);
    expect(matchSubjects('something abstract and lovely')).toEqual([]);
  });

  it('ignores words the caller reserves for the scene', () => {
    expect(matchSubjects('garden').length).toBeGreaterThan(0);
    expect(matchSubjectOptions('a garden', new Set(['garden']))).toEqual([]);
  });
});
