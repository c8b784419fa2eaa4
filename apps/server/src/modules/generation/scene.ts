import type { SubjectKind } from './line-art-library';
import { stem, words } from './word-stem';

export type SceneKind =
  | 'meadow'
  | 'garden'
  | 'forest'
  | 'jungle'
  | 'space'
  | 'ocean'
  | 'beach'
  | 'snow'
  | 'city'
  | 'farm'
  | 'desert'
  | 'sky'
  | 'party';

export interface Scene {
  kind: SceneKind;
  night: boolean;
}

/** Checked in this order and the first match wins: "a fish in space" is a space scene, not an ocean. */
const SCENE_WORDS: [SceneKind, string[]][] = [
  ['space', ['space', 'galaxy', 'universe', 'cosmos', 'orbit', 'astronaut', 'outer', 'planet', 'spaceship']],
  ['ocean', ['ocean', 'sea', 'underwater', 'reef', 'aquarium', 'deep', 'lagoon', 'undersea']],
  ['beach', ['beach', 'shore', 'seaside', 'coast', 'sand', 'tropical', 'surf', 'island', 'summer']],
  [
    'snow',
    ['snow', 'winter', 'christmas', 'xmas', 'ice', 'icy', 'arctic', 'antarctic', 'frozen', 'snowy', 'pole'],
  ],
  ['desert', ['desert', 'dune', 'sahara', 'west', 'oasis']],
  ['jungle', ['jungle', 'rainforest', 'safari', 'savanna', 'savannah', 'wild']],
  ['forest', ['forest', 'woods', 'wood', 'woodland', 'camping', 'camp', 'autumn', 'fall']],
  ['farm', ['farm', 'barn', 'countryside', 'village', 'ranch', 'field']],
  ['city', ['city', 'road', 'street', 'town', 'highway', 'race', 'track', 'traffic', 'station']],
  ['garden', ['garden', 'meadow', 'park', 'backyard', 'yard', 'spring', 'flowerbed']],
  ['party', ['party', 'birthday', 'celebration', 'celebrate', 'festival', 'carnival']],
  ['sky', ['sky', 'cloud', 'air', 'flying', 'fly', 'clouds', 'soaring', 'above']],
];
const NIGHT_WORDS = [
  'night',
  'dark',
  'midnight',
  'evening',
  'moonlight',
  'starry',
  'bedtime',
  'dream',
  'sleep',
  'moon',
  'star',
];

/** Words that only set the scene; they must not also pull a drawing onto the page. */
export const SCENE_ONLY_WORDS: ReadonlySet<string> = new Set(
  [
    ...SCENE_WORDS.flatMap(([, list]) => list),
    'night',
    'dark',
    'midnight',
    'evening',
    'moonlight',
    'starry',
    'bedtime',
    'dream',
    'sleep',
  ].filter(
    (word) =>
      ![
        'planet',
        'spaceship',
        'cloud',
        'christmas',
        'xmas',
        'birthday',
        'island',
        'camping',
        'camp',
        'ice',
      ].includes(word),
  ),
);

const KIND_SCENES: Partial<Record<SubjectKind, SceneKind>> = {
  water: 'ocean',
  vehicle: 'city',
  flying: 'sky',
};

/** The scene a prompt asks for; without a scene word the main subject's kind decides. */
export function sceneOf(prompt: string, mainKind?: SubjectKind, mainName = ''): Scene {
  const tokens = words(prompt).map(stem);
  const night = tokens.some((token) => NIGHT_WORDS.includes(token));
  const found = SCENE_WORDS.find(([, list]) => tokens.some((token) => list.includes(token)));
  if (found) return { kind: found[0], night };
  if (/rocket|flying saucer|ringed planet|satellite|comet|alien/.test(mainName))
    return { kind: 'space', night };
  if (/boat|ship|canoe|sailboat/.test(mainName)) return { kind: 'ocean', night };
  if (/locomotive|tram|train|bicycle|motorcycle|scooter|skateboard/.test(mainName))
    return { kind: 'city', night };
  if (/birthday|cake|balloon|gift|cupcake/.test(mainName)) return { kind: 'party', night };
  if (mainName === 'airplane' || mainName === 'helicopter' || mainName === 'small airplane')
    return { kind: 'sky', night };
  if (/cactus|camel/.test(mainName)) return { kind: 'desert', night };
  if (/snowman|penguin|polar bear|snowflake|christmas|ice skate|sled/.test(mainName))
    return { kind: 'snow', night };
  if (/cow|pig|chicken|rooster|ewe|ram|goat|horse|tractor|ox|donkey/.test(mainName))
    return { kind: 'farm', night };
  if (
    /monkey|gorilla|tiger|lion|elephant|giraffe|zebra|parrot|sloth|sauropod|t-rex|crocodile|snake|orangutan|leopard|rhinoceros|hippopotamus/i.test(
      mainName,
    )
  )
    return { kind: 'jungle', night };
  if (
    /deer|fox|bear|owl|hedgehog|squirrel|chipmunk|raccoon|badger|mushroom|wolf|moose|beaver|boar/.test(
      mainName,
    )
  )
    return { kind: 'forest', night };
  const byKind = mainKind ? KIND_SCENES[mainKind] : undefined;
  if (byKind) return { kind: byKind, night };
  if (mainKind === 'food' || mainKind === 'object') return { kind: 'party', night };
  return { kind: mainKind === 'plant' ? 'garden' : 'meadow', night };
}
