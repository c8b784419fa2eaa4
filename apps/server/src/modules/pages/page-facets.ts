import type { PageAgeBand, PageDifficulty, PageTheme } from '@colorbook/contract';

/**
 * The gallery's facets of a page that nobody chose (issue 24, docs/decisions/0030): a theme and
 * an age band read from the prompt (and style), a difficulty from the prompt's words or, failing
 * that, from how many regions the page has to colour. Deliberately plain word lists: pages are
 * classified at insert and by the start-up backfill, thousands at a time, and an admin corrects
 * the few it gets wrong. (The generator's prompt reading finds relations between subjects, not
 * themes, and is private to its package.)
 */

/** Checked in this order: the first theme with a word in the prompt wins (dinosaurs before animals). */
const THEME_WORDS: [PageTheme, string[]][] = [
  [
    'holidays',
    [
      'christmas',
      'santa',
      'reindeer',
      'halloween',
      'pumpkin',
      'easter',
      'valentine',
      'birthday',
      'thanksgiving',
      'hanukkah',
      'diwali',
      'snowman',
      'present',
      'gift',
      'ornament',
      'firework',
      'holiday',
      'witch',
      'ghost',
    ],
  ],
  [
    'dinosaurs',
    [
      'dinosaur',
      'dino',
      't-rex',
      'trex',
      'rex',
      'triceratops',
      'stegosaurus',
      'raptor',
      'pterodactyl',
      'brontosaurus',
    ],
  ],
  [
    'patterns',
    [
      'mandala',
      'pattern',
      'zentangle',
      'geometric',
      'kaleidoscope',
      'paisley',
      'tessellation',
      'ornamental',
      'doodle',
    ],
  ],
  [
    'space',
    [
      'space',
      'rocket',
      'astronaut',
      'planet',
      'moon',
      'star',
      'galaxy',
      'alien',
      'ufo',
      'spaceship',
      'saturn',
      'mars',
      'comet',
    ],
  ],
  [
    'ocean',
    [
      'ocean',
      'sea',
      'fish',
      'whale',
      'dolphin',
      'shark',
      'octopus',
      'jellyfish',
      'turtle',
      'crab',
      'seahorse',
      'coral',
      'mermaid',
      'underwater',
      'beach',
      'starfish',
      'submarine',
    ],
  ],
  [
    'fantasy',
    [
      'dragon',
      'unicorn',
      'fairy',
      'castle',
      'princess',
      'prince',
      'wizard',
      'knight',
      'elf',
      'magic',
      'magical',
      'troll',
      'phoenix',
      'pegasus',
      'gnome',
    ],
  ],
  [
    'vehicles',
    [
      'car',
      'truck',
      'train',
      'bus',
      'plane',
      'airplane',
      'helicopter',
      'boat',
      'ship',
      'tractor',
      'bike',
      'bicycle',
      'motorcycle',
      'firetruck',
      'excavator',
      'digger',
      'scooter',
      'vehicle',
    ],
  ],
  [
    'sports',
    [
      'football',
      'soccer',
      'basketball',
      'baseball',
      'tennis',
      'skateboard',
      'skating',
      'ski',
      'surfing',
      'sport',
      'ball',
      'olympic',
      'karate',
      'gymnast',
    ],
  ],
  [
    'food',
    [
      'food',
      'cake',
      'cupcake',
      'pizza',
      'ice',
      'cream',
      'fruit',
      'apple',
      'banana',
      'strawberry',
      'cookie',
      'donut',
      'candy',
      'sandwich',
      'burger',
      'pie',
      'bread',
      'vegetable',
      'carrot',
      'sushi',
      'taco',
    ],
  ],
  [
    'animals',
    [
      'animal',
      'cat',
      'kitten',
      'dog',
      'puppy',
      'lion',
      'tiger',
      'bear',
      'elephant',
      'giraffe',
      'horse',
      'pony',
      'rabbit',
      'bunny',
      'fox',
      'owl',
      'bird',
      'penguin',
      'monkey',
      'panda',
      'koala',
      'zebra',
      'cow',
      'pig',
      'sheep',
      'duck',
      'frog',
      'mouse',
      'hedgehog',
      'deer',
      'wolf',
      'butterfly',
      'bee',
      'ladybug',
      'squirrel',
      'sloth',
      'llama',
      'hamster',
      'parrot',
      'snake',
      'chicken',
    ],
  ],
  [
    'buildings',
    [
      'house',
      'city',
      'building',
      'tower',
      'bridge',
      'lighthouse',
      'skyline',
      'street',
      'village',
      'cottage',
      'church',
      'temple',
      'school',
    ],
  ],
  [
    'people',
    [
      'girl',
      'boy',
      'child',
      'kid',
      'person',
      'people',
      'family',
      'baby',
      'man',
      'woman',
      'friend',
      'doctor',
      'chef',
      'teacher',
      'dancer',
      'ballerina',
      'pirate',
      'superhero',
      'robot',
    ],
  ],
  [
    'nature',
    [
      'flower',
      'tree',
      'forest',
      'garden',
      'mountain',
      'leaf',
      'sun',
      'rainbow',
      'river',
      'lake',
      'cloud',
      'mushroom',
      'rose',
      'sunflower',
      'tulip',
      'landscape',
      'park',
      'meadow',
      'cactus',
    ],
  ],
];

/** When nothing matches: most pages with no known subject are scenes of things and places. */
const FALLBACK_THEME: PageTheme = 'nature';

const YOUNG_WORDS = ['simple', 'cute', 'toddler', 'preschool', 'baby', 'easy', 'big', 'chunky', 'kawaii'];
const OLD_WORDS = [
  'detailed',
  'intricate',
  'realistic',
  'complex',
  'elaborate',
  'zentangle',
  'mandala',
  'advanced',
];
const EASY_WORDS = ['simple', 'easy', 'toddler', 'preschool', 'big', 'chunky', 'basic'];
const HARD_WORDS = ['detailed', 'intricate', 'complex', 'elaborate', 'zentangle', 'advanced'];

/** Region counts of a page's colour key: up to EASY easy, up to MEDIUM medium, more hard. */
export const REGIONS_EASY = 40;
export const REGIONS_MEDIUM = 120;

/** Lower-case words with a plural's "s"/"es" also tried without it ("dinosaurs" → "dinosaur"). */
function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z][a-z-]*/g) ?? []) {
    words.add(word);
    if (word.endsWith('ies')) words.add(`${word.slice(0, -3)}y`);
    else if (word.endsWith('es')) {
      words.add(word.slice(0, -2));
      words.add(word.slice(0, -1));
    } else if (word.endsWith('s')) words.add(word.slice(0, -1));
  }
  return words;
}

const hasAny = (words: Set<string>, list: readonly string[]) => list.some((word) => words.has(word));

export interface FacetInput {
  prompt: string;
  title?: string | null;
  style?: string | null;
  /** The generation option when the user chose one. */
  difficulty?: string | null;
  /** Regions of the page's colour key, when it has one. */
  regions?: number | null;
}

export interface PageFacets {
  theme: PageTheme;
  ageBand: PageAgeBand;
  difficulty: PageDifficulty;
}

export function inferTheme(input: Pick<FacetInput, 'prompt' | 'title' | 'style'>): PageTheme {
  if (input.style === 'mandala' || input.style === 'pattern') return 'patterns';
  const words = wordsOf(`${input.prompt} ${input.title ?? ''}`);
  return THEME_WORDS.find(([, list]) => hasAny(words, list))?.[0] ?? FALLBACK_THEME;
}

export function inferDifficulty(input: FacetInput): PageDifficulty {
  if (input.difficulty === 'easy' || input.difficulty === 'medium' || input.difficulty === 'hard')
    return input.difficulty;
  const words = wordsOf(input.prompt);
  if (hasAny(words, HARD_WORDS) || input.style === 'mandala' || input.style === 'realistic') return 'hard';
  if (hasAny(words, EASY_WORDS)) return 'easy';
  if (input.regions !== undefined && input.regions !== null) {
    if (input.regions <= REGIONS_EASY) return 'easy';
    return input.regions <= REGIONS_MEDIUM ? 'medium' : 'hard';
  }
  return 'medium';
}

/** Young words first, then the difficulty: easy pages suit 3–5, hard ones 9–12. */
export function inferAgeBand(input: FacetInput, difficulty: PageDifficulty): PageAgeBand {
  const words = wordsOf(input.prompt);
  if (hasAny(words, OLD_WORDS)) return '9-12';
  if (hasAny(words, YOUNG_WORDS)) return '3-5';
  if (difficulty === 'easy') return '3-5';
  return difficulty === 'hard' ? '9-12' : '6-8';
}

export function inferFacets(input: FacetInput): PageFacets {
  const difficulty = inferDifficulty(input);
  return { theme: inferTheme(input), ageBand: inferAgeBand(input, difficulty), difficulty };
}
