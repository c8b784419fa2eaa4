import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OWN_DRAWINGS } from './own-drawings';
import { englishPrompt } from './prompt-language';
import { stem, words } from './word-stem';

/**
 * The offline generator's drawings: OpenMoji's black line-art SVGs (CC BY-SA 4.0, see
 * attribution.ts), indexed by the words of their names and tags. Only subjects a child would
 * colour are indexed; flags, symbols, keycaps, skin-tone variants, brands, clocks, weapons and
 * alcohol are left out, so a prompt can never pull one of them onto a page.
 */
export type SubjectKind =
  | 'animal'
  | 'flying'
  | 'water'
  | 'plant'
  | 'food'
  | 'vehicle'
  | 'building'
  | 'sky'
  | 'object'
  | 'fantasy'
  /** A whole person, head to feet, standing on the ground (Twemoji's figures). */
  | 'person';

export interface LineArtEntry {
  hexcode: string;
  name: string;
  kind: SubjectKind;
  /** Stemmed words of the name; a prompt naming all of them is a perfect match. */
  nameWords: string[];
  /** Stemmed words of the tags that few entries share, so "kitten" finds the cat but "animal" finds nothing. */
  tagWords: string[];
}

interface OpenMojiRecord {
  hexcode: string;
  group: string;
  subgroups: string;
  annotation: string;
  tags: string;
  openmoji_tags: string;
  skintone: string;
}

const KIND_OF_SUBGROUP: Record<string, SubjectKind> = {
  'animal-mammal': 'animal',
  'animal-bird': 'flying',
  'animal-amphibian': 'animal',
  'animal-reptile': 'animal',
  'animal-marine': 'water',
  'animal-bug': 'animal',
  'plant-flower': 'plant',
  'plant-other': 'plant',
  'food-fruit': 'food',
  'food-vegetable': 'food',
  'food-prepared': 'food',
  'food-asian': 'food',
  'food-sweet': 'food',
  drink: 'food',
  dishware: 'food',
  'place-geographic': 'building',
  'place-building': 'building',
  'place-other': 'building',
  'transport-ground': 'vehicle',
  'transport-water': 'vehicle',
  'transport-air': 'flying',
  'sky-weather': 'sky',
  event: 'object',
  sport: 'object',
  game: 'object',
  'arts-crafts': 'object',
  clothing: 'object',
  'musical-instrument': 'object',
  music: 'object',
  household: 'object',
  science: 'object',
  'light-video': 'object',
  'book-paper': 'object',
  tool: 'object',
  money: 'object',
  'person-fantasy': 'fantasy',
  'face-costume': 'fantasy',
  'animals-nature': 'animal',
  gardening: 'object',
  heart: 'object',
  'award-medal': 'object',
  writing: 'object',
  office: 'object',
  'place-map': 'object',
  mail: 'object',
  computer: 'object',
};

/** Indexed subgroups that still hold things that do not belong on a child's page or draw poorly. */
const EXCLUDED_NAMES =
  /\b(?:o’clock|thirty|clock|hourglass|watch|wine|beer|cocktail|sake|tumbler|popping cork|clinking|bomb|dagger|crossed swords|water pistol|kitchen knife|cigarette|coffin|headstone|urn|syringe|blood|pill|military|razor|plunger|toilet|mouse trap|pile of poo|paw prints|pig nose|microbe|mosquito|cockroach|oil drum|police car light|construction|slot machine|joker|mahjong|spade suit|heart suit|diamond suit|club suit|flower playing cards|foggy|fog|high voltage|ice$|chopsticks|fork and knife|pouring liquid|barber pole|seat|bellhop|wheelchair|sari|briefs|bikini|thong|woman’s clothes|lipstick|prayer beads|nazar|hamsa|kaaba|love hotel|moon face|new moon|quarter moon|gibbous|waxing crescent|waning crescent|supervillain|zombie|vampire|ogre|goblin|lab coat|safety vest|x-ray|crutch|stethoscope|adhesive bandage|test tube|petri dish|dna|alembic|balance scale|broken chain|chains|link|white cane|hook|clamp|nut and bolt|carpentry saw|axe|pick|hammer and pick|saw|reminder ribbon|mobile phone|pager|fax|battery|plug|floppy|optical disk|dvd|computer disk|trackball|level slider|control knobs|speaker|muted|loudspeaker|bell with slash|film frames|videocassette|memo|ledger|page facing up|page with curl|bookmark|label|newspaper|card index|file|chart|locked|ballot|inbox|outbox|e-mail|envelope with arrow|incoming envelope|receipt|credit card|banknote|money with wings|yen|identification card|placard|roll of paper|landslide|derelict|japanese post office|post office|bank|oncoming|elevator|moon viewing|rosette|white flower|wilted flower|hairy creature|lawn mower|man |woman |mx claus|hindu temple|synagogue|mosque|shinto shrine|church|map of japan|airplane departure|airplane arrival|oncoming bus|building construction|hair pick|folding hand fan|clutch bag|purse|handbag|shopping bags|rescue worker|telephone receiver|spiral|card file|file cabinet|locked with|old key|bow and arrow|satellite antenna|nazar|identification|military medal|orange heart|yellow heart|green heart|blue heart|light blue heart|purple heart|brown heart|black heart|white heart|grey heart|pink heart|heart on fire|mending heart|broken heart|heart exclamation|heart decoration|card file|file folder|chart|tear-off|spiral calendar|linked paperclips|round pushpin|closed mailbox with lowered flag|open mailbox with lowered flag|black nib|globe with meridians|couch and lamp|national park|statue of liberty|night with stars|cityscape|sunrise|sunset|bridge at night|hot springs|metro|station|railway track|motorway|stop sign|horizontal traffic light|milky way|green book|blue book|orange book|tilted right|2nd place|flag in hole|mailbox with raised flag|3rd place|europe-africa|asia-australia|^mermaid$|^camping$|^train$|^books$|spouting-orca)\b/;

const STOP_WORDS = new Set([
  'of',
  'with',
  'and',
  'the',
  'in',
  'on',
  'a',
  'an',
  'showing',
  'without',
  'front',
  'facing',
  'under',
  'over',
  // Relation words are never subjects: "a fox behind a tree" must not bring a sun behind a cloud.
  'behind',
  'inside',
  'beside',
  'beneath',
  'underneath',
  'above',
  'atop',
  'near',
  // Verbs and moods a prompt is full of; "flying" must not bring the flying saucer along.
  'flying',
  'playing',
  'running',
  'swimming',
  'jumping',
  'dancing',
  'sleeping',
  'happy',
  'happily',
  'big',
  'little',
  'small',
  // Words that set a time or an outing, not a subject: "a day on the farm" must not draw a rose.
  'day',
  'time',
  'walk',
  'trip',
  'visit',
  'scene',
  'view',
  // Weather words: "a sunny day at the beach" wants the beach, not a sun as its main subject.
  'sunny',
  'cloudy',
  // How many, not what: "two cats" must not draw a two-hump camel (page-plan.ts countOf).
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'family',
  'group',
  'couple',
  'pair',
  'herd',
  'flock',
  'pack',
  'bunch',
  'team',
  'lot',
  'many',
  'several',
  'some',
]);
/** Two-word names people type, joined before matching so "fire truck" is not fire plus a truck. */
const PHRASES: [RegExp, string][] = [
  [/\bon (?:the )?top of\b/g, 'atop'],
  [/\bfire (?:truck|engine)s?\b/g, 'firetruck'],
  [/\bpolice cars?\b/g, 'policecar'],
  [/\btreasure chests?\b/g, 'treasurechest'],
  [/\bice ?cream cones?\b|\bcones? of ice ?cream\b/g, 'icecreamcone'],
  [/\bice creams?\b/g, 'icecream'],
  [/\bteddy bears?\b/g, 'teddy'],
  [/\bhot-air balloon/g, 'hot air balloon'],
  [/\bspace ?ships?\b/g, 'spaceship'],
  [/\brac(?:e|ing) ?cars?\b/g, 'racing car'],
  [/\bsports? cars?\b/g, 'racing car'],
  [/\bspace ?m[ae]n\b|\bspace ?wom[ae]n\b|\bcosmonauts?\b/g, 'astronaut'],
  [/\bfire ?(?:fighter|man|men)s?\b/g, 'firefighter'],
  // A Christmas present is the present, not a tree beside it (the scene still reads "christmas").
  [/\b(?:christmas|xmas) (?:presents|gifts)\b/g, 'gifts'],
  [/\b(?:christmas|xmas) (?:present|gift)\b/g, 'gift'],
  [/\bpolice ?(?:m[ae]n|wom[ae]n|officers?)\b/g, 'officer'],
];

/** What people call things → words OpenMoji uses (after stemming). */
export const SYNONYMS: Record<string, string[]> = {
  kitten: ['cat'],
  kitty: ['cat'],
  puppy: ['dog'],
  pup: ['dog'],
  doggy: ['dog'],
  doggie: ['dog'],
  bunny: ['rabbit'],
  hare: ['rabbit'],
  pony: ['horse'],
  foal: ['horse'],
  lamb: ['ewe'],
  sheep: ['ewe'],
  bull: ['ox'],
  calf: ['cow'],
  piglet: ['pig'],
  hog: ['boar'],
  hen: ['chicken'],
  chick: ['chick'],
  bee: ['honeybee'],
  bumblebee: ['honeybee'],
  ladybug: ['lady'],
  ladybird: ['lady'],
  caterpillar: ['worm'],
  dinosaur: ['rex', 'sauropod'],
  dino: ['rex', 'sauropod'],
  trex: ['rex'],
  tyrannosaurus: ['rex'],
  brontosaurus: ['sauropod'],
  diplodocus: ['sauropod'],
  brachiosaurus: ['sauropod'],
  tortoise: ['turtle'],
  alligator: ['crocodile'],
  croc: ['crocodile'],
  hippo: ['hippopotamus'],
  rhino: ['rhinoceros'],
  kangaroo: ['kangaroo'],
  panda: ['panda'],
  bear: ['bear'],
  teddy: ['teddy'],
  bird: ['bird'],
  birdie: ['bird'],
  parakeet: ['parrot'],
  pigeon: ['pigeon'],
  seagull: ['bird'],
  fishy: ['fish'],
  goldfish: ['goldfish'],
  orca: ['orca'],
  starfish: ['shell'],
  seashell: ['shell'],
  car: ['automobile'],
  auto: ['automobile'],
  truck: ['pickup'],
  lorry: ['pickup'],
  jeep: ['automobile'],
  plane: ['airplane'],
  aeroplane: ['airplane'],
  jet: ['airplane'],
  aircraft: ['airplane'],
  boat: ['sailboat', 'canoe', 'speedboat'],
  yacht: ['sailboat'],
  ship: ['ship'],
  spaceship: ['rocket'],
  spacecraft: ['rocket'],
  ufo: ['saucer'],
  alien: ['alien'],
  robot: ['robot'],
  bike: ['bicycle'],
  cycle: ['bicycle'],
  motorbike: ['motorcycle'],
  scooter: ['scooter'],
  train: ['locomotive'],
  engine: ['locomotive'],
  firetruck: ['fire', 'engine'],
  policecar: ['police', 'car'],
  treasurechest: ['treasure', 'chest'],
  house: ['house'],
  home: ['house'],
  cottage: ['house'],
  cabin: ['house'],
  palace: ['castle'],
  fortress: ['castle'],
  kingdom: ['castle'],
  tower: ['castle', 'lighthouse'],
  lighthouse: ['lighthouse'],
  beacon: ['lighthouse'],
  camping: ['tent'],
  camp: ['tent'],
  tree: ['deciduous', 'tree'],
  branch: ['deciduous', 'tree'],
  box: ['package'],
  cardboard: ['package'],
  barn: ['house'],
  pine: ['evergreen'],
  fir: ['evergreen'],
  palm: ['palm'],
  flower: ['blossom', 'tulip', 'sunflower', 'rose', 'hibiscus'],
  daisy: ['blossom'],
  blossom: ['blossom'],
  bouquet: ['bouquet'],
  leaf: ['maple'],
  clover: ['clover'],
  apple: ['apple'],
  fruit: ['apple', 'pear', 'cherry', 'strawberry'],
  berry: ['strawberry'],
  cake: ['birthday', 'cake'],
  birthday: ['birthday', 'cake'],
  donut: ['doughnut'],
  icecream: ['ice', 'cream'],
  icecreamcone: ['soft', 'ice', 'cream'],
  burger: ['hamburger'],
  fries: ['french', 'fry'],
  chips: ['french', 'fry'],
  pumpkin: ['jack', 'lantern'],
  halloween: ['jack', 'lantern'],
  christmas: ['christmas', 'tree'],
  xmas: ['christmas', 'tree'],
  present: ['wrapped', 'gift'],
  gift: ['wrapped', 'gift'],
  party: ['balloon'],
  ball: ['soccer'],
  football: ['soccer'],
  soccer: ['soccer'],
  piano: ['musical', 'keyboard'],
  keyboard: ['keyboard'],
  drum: ['drum'],
  wizard: ['mage'],
  witch: ['mage'],
  sorcerer: ['mage'],
  magician: ['mage'],
  angel: ['angel'],
  santa: ['santa'],
  superhero: ['superhero'],
  hero: ['superhero'],
  genie: ['genie'],
  fairy: ['fairy'],
  mermaid: ['merperson'],
  elf: ['elf'],
  troll: ['troll'],
  ghost: ['ghost'],
  monster: ['alien', 'monster'],
  snowman: ['snowman'],
  sun: ['sun'],
  moon: ['crescent', 'moon'],
  star: ['star'],
  planet: ['ringed', 'planet'],
  saturn: ['ringed', 'planet'],
  comet: ['comet'],
  rainbow: ['rainbow'],
  cloud: ['cloud'],
  volcano: ['volcano'],
  mountain: ['mountain'],
  island: ['desert', 'island'],
  beach: ['beach', 'umbrella'],
  umbrella: ['umbrella'],
  carousel: ['carousel'],
  rollercoaster: ['roller', 'coaster'],
  treasure: ['treasure', 'chest'],
  crown: ['crown'],
  king: ['crown'],
  queen: ['crown'],
  princess: ['princess'],
  knight: ['prince'],
  chef: ['cook'],
  doctor: ['doctor'],
  nurse: ['nurse'],
  grandma: ['grandmother'],
  granny: ['grandmother'],
  grandpa: ['grandfather'],
  lady: ['woman'],
  mom: ['woman'],
  mum: ['woman'],
  mommy: ['woman'],
  mummy: ['woman'],
  mother: ['woman'],
  dad: ['man'],
  daddy: ['man'],
  father: ['man'],
  gentleman: ['man'],
  jogger: ['runner'],
  dancer: ['dancer'],
  ballerina: ['woman', 'dancer'],
  cyclist: ['cyclist'],
  biker: ['cyclist'],
  kid: ['child'],
  kids: ['child'],
  children: ['child'],
  painter: ['artist'],
  yarn: ['yarn'],
  wool: ['yarn'],
  shoe: ['running', 'shoe'],
  sneaker: ['running', 'shoe'],
  boot: ['hiking', 'boot'],
  hat: ['top', 'hat'],
  glasses: ['glass'],
  lamp: ['lantern'],
  lantern: ['lantern'],
  phone: ['telephone'],
  tv: ['television'],
  computer: ['laptop'],
  book: ['open', 'book'],
  shell: ['shell'],
  sled: ['sled'],
  sledge: ['sled'],
  skateboard: ['skateboard'],
  kite: ['kite'],
  balloon: ['balloon'],
  dragon: ['dragon'],
  unicorn: ['unicorn'],
  octopus: ['octopus'],
  squid: ['squid'],
  jellyfish: ['jellyfish'],
  dolphin: ['dolphin'],
  whale: ['whale'],
  shark: ['shark'],
  crab: ['crab'],
  lobster: ['lobster'],
  turtle: ['turtle'],
  seal: ['seal'],
  penguin: ['penguin'],
  owl: ['owl'],
  snail: ['snail'],
  spider: ['spider'],
  butterfly: ['butterfly'],
  frog: ['frog'],
  toad: ['frog'],
  mushroom: ['mushroom'],
  toadstool: ['mushroom'],
  cactus: ['cactus'],
  sunflower: ['sunflower'],
};

/**
 * OpenMoji's own extras outside the animal and food sets, picked one by one: they have no
 * Unicode subgroup, so the kind and the name children would use are given here.
 */
const EXTRA_ENTRIES: Record<string, { kind: SubjectKind; name: string }> = {
  E212: { kind: 'building', name: 'lighthouse' },
  // Someone riding a bicycle, drawn whole on it (page-plan.ts: "a girl riding a bicycle").
  '1F6B4': { kind: 'vehicle', name: 'cyclist' },
  // A box a cat sits in (OpenMoji files it under mail).
  '1F4E6': { kind: 'object', name: 'package box' },
  // People children ask for, drawn with faces; the gender-neutral OpenMoji variants.
  '1F9D1-200D-1F680': { kind: 'fantasy', name: 'astronaut' },
  '1F9D1-200D-1F692': { kind: 'fantasy', name: 'firefighter' },
  '1F9D1-200D-1F33E': { kind: 'fantasy', name: 'farmer' },
  '1F9D1-200D-1F373': { kind: 'fantasy', name: 'cook chef' },
  '1F9D1-200D-2708-FE0F': { kind: 'fantasy', name: 'pilot' },
  '1F9D1-200D-1F52C': { kind: 'fantasy', name: 'scientist' },
  '1F9D1-200D-1F3A8': { kind: 'fantasy', name: 'artist painter' },
  '1F9D1-200D-1F3A4': { kind: 'fantasy', name: 'singer' },
  '1F9D1-200D-1F3EB': { kind: 'fantasy', name: 'teacher' },
  '1F46E': { kind: 'fantasy', name: 'police officer' },
  '1F575': { kind: 'fantasy', name: 'detective' },
  '1F977': { kind: 'fantasy', name: 'ninja' },
  '1F934': { kind: 'fantasy', name: 'prince' },
  '1F478': { kind: 'fantasy', name: 'princess' },
  '1F476': { kind: 'fantasy', name: 'baby' },
  '1F9D2': { kind: 'fantasy', name: 'child kid' },
  '1F466': { kind: 'fantasy', name: 'boy' },
  '1F467': { kind: 'fantasy', name: 'girl' },
  // OpenMoji has only the party balloon; this one is drawn in own-drawings.ts.
  'CB-HOT-AIR-BALLOON': { kind: 'flying', name: 'hot air balloon' },
  'CB-WATERING-CAN': { kind: 'object', name: 'watering can' },
  'CB-BAMBOO': { kind: 'food', name: 'bamboo' },
  // People drawn to the chest where Twemoji has nothing more of them.
  '1F9D3': { kind: 'fantasy', name: 'older person' },
  '1F474': { kind: 'fantasy', name: 'grandfather' },
  '1F475': { kind: 'fantasy', name: 'grandmother' },
  '1F9D1-200D-2695-FE0F': { kind: 'fantasy', name: 'doctor nurse' },
  '1F9D1-200D-1F393': { kind: 'fantasy', name: 'student' },
  '1F9D1-200D-2696-FE0F': { kind: 'fantasy', name: 'judge' },
  '1F9D1-200D-1F527': { kind: 'fantasy', name: 'mechanic' },
  '1F9D1-200D-1F4BB': { kind: 'fantasy', name: 'programmer' },
  '1F9D1-200D-1F4BC': { kind: 'fantasy', name: 'office worker' },
  '1F482': { kind: 'fantasy', name: 'royal guard' },
  '1F477': { kind: 'fantasy', name: 'builder' },
  '1F935': { kind: 'fantasy', name: 'groom' },
  '1F470': { kind: 'fantasy', name: 'bride' },
  ...wholeFigures(),
};

/**
 * Twemoji's whole people, head to feet (issue 37: bodies, not faces): each as a person, a man
 * and a woman where Unicode has the three. Named by nouns, so the verbs of a prompt ("a cat
 * climbing a tree") never pull a climber onto the page; page-plan.ts picks the figure that
 * does what the prompt says.
 */
function wholeFigures(): Record<string, { kind: SubjectKind; name: string }> {
  // [code, name, what a man or a woman doing it is called, the code their variants build on]
  const figures: [string, string, string, string?][] = [
    ['1F9CD', 'person', ''],
    ['1F6B6', 'walker hiker', 'walker'],
    ['1F3C3', 'runner jogger', 'runner'],
    ['1F9CE', 'kneeler', 'kneeler'],
    ['1F9D7', 'climber', 'climber'],
    ['1F3C4', 'surfer', 'surfer'],
    ['1F6A3', 'rower', 'rower'],
    ['1F3CA', 'swimmer', 'swimmer'],
    ['26F9', 'basketball player', 'basketball player', '26F9-FE0F'],
    ['1F3CB', 'weightlifter', 'weightlifter', '1F3CB-FE0F'],
    ['1F3CC', 'golfer', 'golfer', '1F3CC-FE0F'],
    ['1F6B5', 'mountain biker', 'mountain biker'],
    ['1F938', 'gymnast', 'gymnast'],
    ['1F93D', 'water polo player', 'water polo player'],
    ['1F93E', 'handball player', 'handball player'],
    ['1F939', 'juggler', 'juggler'],
    ['1F9D8', 'yoga', 'yoga'],
  ];
  const out: Record<string, { kind: SubjectKind; name: string }> = {};
  for (const [code, name, noun, gendered = code] of figures) {
    out[code] = { kind: 'person', name };
    out[`${gendered}-200D-2642-FE0F`] = { kind: 'person', name: `man ${noun}`.trim() };
    out[`${gendered}-200D-2640-FE0F`] = { kind: 'person', name: `woman ${noun}`.trim() };
  }
  return {
    ...out,
    '1F6B4-200D-2642-FE0F': { kind: 'person', name: 'man cyclist' },
    '1F6B4-200D-2640-FE0F': { kind: 'person', name: 'woman cyclist' },
    '1F483': { kind: 'person', name: 'woman dancer' },
    '1F57A': { kind: 'person', name: 'man dancer' },
    '26F7': { kind: 'person', name: 'skier' },
    '1F3C2': { kind: 'person', name: 'snowboarder' },
    '1F93A': { kind: 'person', name: 'fencer' },
    '1F3C7': { kind: 'person', name: 'jockey' },
    '1F6CC': { kind: 'person', name: 'person in bed' },
    '1F6C0': { kind: 'person', name: 'person in bathtub' },
    '1F46B': { kind: 'person', name: 'woman and man' },
    '1F9D1-200D-1F91D-200D-1F9D1': { kind: 'person', name: 'friends' },
  };
}

let entries: LineArtEntry[] | undefined;
let openmojiRoot: string | undefined;

/** Resolved from the package, not the cwd, so the server can start from any folder. */
export function openmojiFolder(): string {
  openmojiRoot ??= path.dirname(createRequire(import.meta.url).resolve('openmoji/package.json'));
  return openmojiRoot;
}

const stemmedWords = (text: string) =>
  words(text)
    .map(stem)
    .filter((word) => !STOP_WORDS.has(word));

/** All indexed entries; the 4,000-record metadata file is read once, on first use. */
export function lineArtEntries(): readonly LineArtEntry[] {
  if (entries) return entries;
  const records = JSON.parse(
    readFileSync(path.join(openmojiFolder(), 'data', 'openmoji.json'), 'utf8'),
  ) as OpenMojiRecord[];
  // The generator's own drawings (own-drawings.ts) are indexed like OpenMoji's extras.
  for (const [hexcode, own] of Object.entries(OWN_DRAWINGS))
    records.push({
      hexcode,
      group: 'own',
      subgroups: 'own',
      annotation: own.name,
      tags: own.tags,
      openmoji_tags: '',
      skintone: '',
    });
  const candidates = records.flatMap((record): OpenMojiRecord[] => {
    const extra = EXTRA_ENTRIES[record.hexcode];
    return extra ? [{ ...record, annotation: extra.name, subgroups: `extra-${extra.kind}` }] : [record];
  });
  const indexed = candidates.filter((record) => {
    if (EXTRA_ENTRIES[record.hexcode]) return true;
    const kind = KIND_OF_SUBGROUP[record.subgroups];
    if (!kind || record.skintone) return false;
    if (record.group === 'extras-openmoji' && !['animals-nature', 'food-drink'].includes(record.subgroups))
      return false;
    return !EXCLUDED_NAMES.test(record.annotation.toLowerCase());
  });
  const tagCount = new Map<string, number>();
  const tagsOf = (record: OpenMojiRecord) => new Set(stemmedWords(`${record.tags} ${record.openmoji_tags}`));
  for (const record of indexed) {
    for (const tag of tagsOf(record)) tagCount.set(tag, (tagCount.get(tag) ?? 0) + 1);
  }
  entries = indexed.map((record) => {
    const nameWords = [...new Set(stemmedWords(record.annotation))];
    return {
      hexcode: record.hexcode,
      name: record.annotation,
      kind: EXTRA_ENTRIES[record.hexcode]?.kind ?? (KIND_OF_SUBGROUP[record.subgroups] as SubjectKind),
      nameWords,
      // A tag on more than 4 entries ("animal", "food") says nothing about which one was meant.
      tagWords: [...tagsOf(record)].filter(
        (tag) => (tagCount.get(tag) ?? 0) <= 4 && !nameWords.includes(tag),
      ),
    };
  });
  return entries;
}

export interface SubjectMatch {
  /** The prompt word that asked for it. */
  term: string;
  /** Position of that word in the prompt; the first subject named is the page's main subject. */
  position: number;
  /** Equally good entries, best first; the generator picks one by seed for variety. */
  options: LineArtEntry[];
}

const scoreOf = (
  entry: LineArtEntry,
  term: string,
  promptWords: Set<string>,
  typed: Set<string>,
  useTags: boolean,
): number => {
  if (entry.nameWords.includes(term)) {
    const covered = entry.nameWords.filter((word) => promptWords.has(word)).length;
    const asTyped = entry.nameWords.filter((word) => typed.has(word)).length;
    // Share of the name covered first, then how many words: "fire engine" beats "fire" for a fire
    // truck; words as typed break ties ("christmas tree" is not a deciduous tree).
    return 10 + (10 * covered) / entry.nameWords.length + covered + (0.5 * asTyped) / entry.nameWords.length;
  }
  return useTags && entry.tagWords.includes(term) ? 5 : 0;
};

/**
 * The subjects a prompt names, in the order it names them. Each prompt word is expanded through
 * the synonyms, scored against every entry's name (all name words present beats some: "birthday
 * cake" beats "moon cake") and, weaker, its specific tags; words naming the same entry merge.
 */
/** The prompt's words as typed (two-word names joined), the positions SubjectMatch counts in. */
export function promptTokens(prompt: string): string[] {
  let text = prompt.toLowerCase();
  for (const [pattern, joined] of PHRASES) text = text.replace(pattern, joined);
  return words(text);
}

export function matchSubjectOptions(prompt: string, ignore: ReadonlySet<string> = new Set()): SubjectMatch[] {
  const all = lineArtEntries();
  const tokens = promptTokens(prompt).map(stem);
  const expanded = tokens.map((token) => SYNONYMS[token] ?? [token]);
  // The words as typed count too: "racing car" covers the whole name even though "car" alone
  // stands for the plain automobile.
  const promptWords = new Set([...tokens, ...expanded.flat()]);
  const typed = new Set(tokens);
  const matches: SubjectMatch[] = [];
  const taken = new Set<string>();
  // Tags only count when no word names anything: "jungle" alone may draw a monkey, but in
  // "a cat playing in the jungle" the tag hits ("playing" → slide) would only add noise.
  const anyNamed = expanded.some(
    (terms, i) =>
      !ignore.has(tokens[i] ?? '') &&
      all.some((entry) => terms.some((term) => entry.nameWords.includes(term))),
  );
  expanded.forEach((terms, position) => {
    const token = tokens[position] ?? '';
    if (ignore.has(token) || STOP_WORDS.has(token) || token.length < 2) return;
    let best = 0;
    let options: LineArtEntry[] = [];
    for (const entry of all) {
      const score = Math.max(...terms.map((term) => scoreOf(entry, term, promptWords, typed, !anyNamed)));
      if (score > best + 1e-9) {
        best = score;
        options = [entry];
      } else if (score > 0 && Math.abs(score - best) < 1e-9) options.push(entry);
    }
    const fresh = options.filter((entry) => !taken.has(entry.hexcode));
    if (fresh.length === 0) return;
    for (const entry of options) taken.add(entry.hexcode);
    matches.push({ term: token, position, options: fresh });
  });
  // The longest, most specific concept wins: a name the prompt covers entirely ("racing car")
  // takes its words, so "car" does not add a second, plain car.
  const whole = matches.flatMap((match) =>
    match.options.filter(
      (entry) => entry.nameWords.length > 1 && entry.nameWords.every((word) => typed.has(word)),
    ),
  );
  return matches.filter(
    (match) => !whole.some((entry) => !match.options.includes(entry) && entry.nameWords.includes(match.term)),
  );
}

/** The best entry for each subject the prompt names, main subject first. */
export const matchSubjects = (prompt: string): LineArtEntry[] =>
  matchSubjectOptions(prompt).flatMap((match) => (match.options[0] ? [match.options[0]] : []));

let englishWords: Set<string> | undefined;

/** Whether a word is one the library reads in English: a drawing's name or tag, or a synonym. */
export function isEnglishSubjectWord(word: string): boolean {
  englishWords ??= new Set([
    ...lineArtEntries().flatMap((entry) => [...entry.nameWords, ...entry.tagWords]),
    ...Object.keys(SYNONYMS),
    ...STOP_WORDS,
  ]);
  return englishWords.has(stem(word));
}

/** A prompt in any of the app's languages, as the English words the planner reads. */
export const readPrompt = (prompt: string): string =>
  englishPrompt(prompt.trim().toLowerCase(), isEnglishSubjectWord);

export const entryByHexcode = (hexcode: string): LineArtEntry | undefined =>
  lineArtEntries().find((entry) => entry.hexcode === hexcode);
