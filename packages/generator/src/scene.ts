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
  | 'party'
  | 'room'
  | 'stage';

export interface Scene {
  kind: SceneKind;
  night: boolean;
}

/** Checked in this order and the first match wins: "a fish in space" is a space scene, not an ocean. */
const SCENE_WORDS: [SceneKind, string[]][] = [
  ['space', ['space', 'galaxy', 'universe', 'cosmos', 'orbit', 'astronaut', 'outer', 'planet', 'spaceship']],
  ['ocean', ['ocean', 'sea', 'underwater', 'reef', 'aquarium', 'deep', 'lagoon', 'undersea']],
  [
    'beach',
    [
      'beach',
      'shore',
      'seaside',
      'coast',
      'sand',
      'tropical',
      'surf',
      'island',
      'summer',
      'lake',
      'lakeside',
      'river',
      'pond',
      'harbour',
      'harbor',
      'bay',
      'water',
      'waves',
    ],
  ],
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
  ['stage', ['stage', 'theatre', 'theater', 'concert', 'recital', 'show', 'performance']],
  [
    'room',
    [
      'room',
      'bedroom',
      'kitchen',
      'indoors',
      'indoor',
      'living',
      'classroom',
      'bathroom',
      'nursery',
      'playroom',
    ],
  ],
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
    // "moon" and "star" set a night scene and are also drawings of their own.
    ...NIGHT_WORDS.filter((word) => word !== 'moon' && word !== 'star'),
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
        // A scene word that is also someone to draw: "a robot astronaut" shows the astronaut.
        'astronaut',
      ].includes(word),
  ),
);

/** Subjects that float on the water, so their page shows its surface, not the world below it. */
const WATERCRAFT = /boat|(?<!space)ship|canoe|kayak|ferry|raft/;

const KIND_SCENES: Partial<Record<SubjectKind, SceneKind>> = {
  water: 'ocean',
  vehicle: 'city',
  flying: 'sky',
};

/** What the prompt's own words say: a night scene, and the setting they name if any. */
function namedScene(prompt: string): { named?: SceneKind; night: boolean } {
  const tokens = words(prompt).map(stem);
  const night = tokens.some((token) => NIGHT_WORDS.includes(token));
  const found = SCENE_WORDS.find(([, list]) => tokens.some((token) => list.includes(token)));
  return { named: found?.[0], night };
}

/** The scene a prompt asks for; without a scene word the main subject's kind decides. */
export function sceneOf(prompt: string, mainKind?: SubjectKind, mainName = ''): Scene {
  const { named, night } = namedScene(prompt);
  const kind = named ?? sceneOfSubject(mainKind, mainName);
  // The ocean scene is under water (light rays, sea floor): a building stands by it and a boat
  // floats on it, so "a lighthouse by the sea" and "a ship on the sea" are the seaside.
  if (kind === 'ocean' && (mainKind === 'building' || WATERCRAFT.test(mainName)))
    return { kind: 'beach', night };
  return { kind, night };
}

/** The scene that suits the main subject, for a prompt that names none. */
function sceneOfSubject(mainKind: SubjectKind | undefined, mainName: string): SceneKind {
  if (/rocket|flying saucer|ringed planet|satellite|comet|alien|astronaut/.test(mainName)) return 'space';
  if (WATERCRAFT.test(mainName) || /merperson|mermaid|merman/.test(mainName)) return 'ocean';
  if (/firefighter|police|fire engine|racing car/.test(mainName)) return 'city';
  if (/locomotive|tram|train|bicycle|motorcycle|scooter|skateboard/.test(mainName)) return 'city';
  if (/airplane|helicopter|kite|parachute|hot air balloon/.test(mainName)) return 'sky';
  if (/birthday|cake|balloon|gift|cupcake/.test(mainName)) return 'party';
  if (/surfer|swimmer|rower|water polo/.test(mainName)) return 'beach';
  if (/skier|snowboarder/.test(mainName)) return 'snow';
  if (/cactus|camel/.test(mainName)) return 'desert';
  if (/snowman|penguin|polar bear|snowflake|christmas|ice skate|sled/.test(mainName)) return 'snow';
  if (/cow|pig|chicken|rooster|ewe|ram|goat|horse|tractor|ox|donkey|farmer/.test(mainName)) return 'farm';
  if (
    /monkey|gorilla|tiger|lion|elephant|giraffe|zebra|parrot|sloth|sauropod|t-rex|crocodile|snake|orangutan|leopard|rhinoceros|hippopotamus/i.test(
      mainName,
    )
  )
    return 'jungle';
  if (
    /deer|fox|bear|owl|hedgehog|squirrel|chipmunk|raccoon|badger|mushroom|wolf|moose|beaver|boar/.test(
      mainName,
    )
  )
    return 'forest';
  const byKind = mainKind ? KIND_SCENES[mainKind] : undefined;
  if (byKind) return byKind;
  if (mainKind === 'food' || mainKind === 'object') return 'party';
  return mainKind === 'plant' ? 'garden' : 'meadow';
}

/**
 * The scene a prompt names by its words alone ("in the woods", "at night"), or undefined when
 * it names none: the page composer then has no setting to draw and falls back to a mandala.
 */
export function settingOf(prompt: string): Scene | undefined {
  const { named, night } = namedScene(prompt);
  if (named) return { kind: named, night };
  return night ? { kind: 'forest', night } : undefined;
}

/**
 * Typical subjects of each scene (OpenMoji hexcodes), for a prompt that names a setting but no
 * subject: "a walk in the woods" gets a deer, a fox or a mushroom. Characters first.
 */
export const SETTING_SUBJECTS: Record<SceneKind, string[]> = {
  ocean: ['1F41F', '1F420', '1F40B', '1F419', '1F42C', '1F980'],
  beach: ['26F5', '1F980', 'E212'],
  forest: ['1F98C', '1F98A', '1F994', '1F344', '1F333'],
  jungle: ['1F412', '1F992', '1F418', '1F99C'],
  space: ['1F680', '1FA90', '1F6F8', '1F319'],
  farm: ['1F404', '1F416', '1F411', '1F69C', '1F3E1'],
  city: ['1F68C', '1F697', '1F6B2', '1F695'],
  snow: ['26C4', '1F427', '1F6F7', '1F332'],
  desert: ['1F42A', '1F335'],
  garden: ['1F407', '1F98B', '1F41D', '1F33B', '1F337'],
  meadow: ['1F407', '1F98B', '1F41E', '1F33B'],
  party: ['1F382', '1F388', '1F381'],
  sky: ['2708', '1FA81', '1F426'],
  room: ['1F408', '1F9F8', '1F415', '1F9D2'],
  stage: ['1F9D1-200D-1F3A4', '1F3B8', '1F467', '1F941'],
};

/** At night the forest's and meadow's day animals sleep and the night ones come out. */
export const NIGHT_SUBJECTS = ['1F989', '1F994', '1F98A', '1F987'];
