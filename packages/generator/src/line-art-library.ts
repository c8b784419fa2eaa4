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
  | 'fantasy';

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
};

/** Indexed subgroups that still hold things that do not belong on a child's page or draw poorly. */
const EXCLUDED_NAMES =
  /\b(?:o’clock|thirty|clock|hourglass|watch|wine|beer|cocktail|sake|tumbler|popping cork|clinking|bomb|dagger|crossed swords|water pistol|kitchen knife|cigarette|coffin|headstone|urn|syringe|blood|pill|military|razor|plunger|toilet|mouse trap|pile of poo|paw prints|pig nose|microbe|mosquito|cockroach|oil drum|fuel pump|traffic light|stop sign|police car light|construction|slot machine|joker|mahjong|spade suit|heart suit|diamond suit|club suit|flower playing cards|foggy|fog|wind face|cyclone|high voltage|droplet|ice$|chopsticks|fork and knife|spoon|pouring liquid|barber pole|seat|bellhop|wheelchair|sari|briefs|bikini|thong|woman’s clothes|lipstick|prayer beads|nazar|hamsa|kaaba|love hotel|moon face|sun with face|new moon|quarter moon|gibbous|waxing crescent|waning crescent|supervillain|zombie|vampire|ogre|goblin|lab coat|safety vest|x-ray|crutch|stethoscope|adhesive bandage|test tube|petri dish|dna|alembic|balance scale|broken chain|chains|link|white cane|hook|clamp|nut and bolt|carpentry saw|axe|pick|hammer and pick|saw|reminder ribbon|admission tickets|ticket|red envelope|medal|bullseye|lacrosse|field hockey|ice hockey|cricket game|curling stone|goal net|flag in hole|mobile phone|pager|fax|battery|plug|floppy|optical disk|dvd|computer disk|trackball|level slider|control knobs|speaker|muted|loudspeaker|bell with slash|film frames|videocassette|memo|ledger|page facing up|page with curl|bookmark|label|newspaper|card index|file|clipboard|chart|calendar|pushpin|paperclip|ruler|wastebasket|locked|ballot|inbox|outbox|e-mail|envelope with arrow|incoming envelope|receipt|credit card|banknote|money with wings|yen|identification card|placard|roll of paper|sponge|soap|lotion|safety pin|moai|landslide|derelict|japanese post office|post office|department store|convenience store|bank|hospital|office building|factory|railway track|motorway|bus stop|metro|light rail|monorail|suspension railway|aerial tramway|mountain cableway|tram car|oncoming|trolleybus|auto rickshaw|elevator|shower|couch and lamp|pine decoration|tanabata|japanese dolls|moon viewing|carp streamer|wind chime|rosette|white flower|wilted flower|empty nest|hairy creature|lawn mower|man |woman |mx claus|oden|fish cake|rice cracker|shallow pan|canned food|stuffed flatbread|falafel|tamale|fondue|mate|beverage box|flatbread|cut of meat|bacon|poultry leg|meat on bone|cooking|curry rice|cooked rice|steaming bowl|dango|moon cake|takeout box|amphora|jar|salt|butter|nest with eggs|peanuts|beans|ginger root|root vegetable|garlic|chestnut|leafy green|herb|sheaf of rice|sparkler|firecracker|confetti ball|party popper|mirror ball|knot|sewing needle|thread|wood|brick|rock|hut|hindu temple|synagogue|mosque|shinto shrine|church|wedding|tokyo tower|statue of liberty|mount fuji|map of japan|world map|globe|ferry|passenger ship|motor boat|airplane departure|airplane arrival|satellite$|railway car|high-speed train|bullet train|mountain railway|station|oncoming bus|minibus|delivery truck|articulated lorry|sport utility|glowing star|sparkles|milky way|night with stars|cityscape|sunrise|sunset|bridge at night|hot springs|national park|desert$|stadium|building construction|houses|classical building|pot of food|bowl with spoon|green salad|bento box|rice ball|spaghetti|roasted sweet potato|fried shrimp|fortune cookie|shaved ice|custard|chocolate bar|honey pot|baby bottle|glass of milk|hot beverage|teacup without handle|bubble tea|cup with straw|tropical drink|goggles|diving mask|martial arts|boxing glove|running shirt|ballet shoes|hair pick|folding hand fan|clutch bag|purse|handbag|shopping bags|man’s shoe|flat shoe|high-heeled shoe|woman’s sandal|woman’s boot|woman’s hat|graduation cap|billed cap|rescue worker|gem stone|ring$|studio microphone|musical score|musical note|musical notes|telephone receiver|desktop computer|printer|keyboard$|computer mouse|abacus|movie camera|film projector|clapper board|camera with flash|video camera|magnifying glass|flashlight|diya lamp|notebook|closed book|green book|blue book|orange book|scroll|spiral|card file|file cabinet|locked with|old key|hammer and wrench|bow and arrow|gear|magnet|satellite antenna|fire extinguisher|shopping cart|nazar|identification)\b/;

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
  keyboard: ['musical', 'keyboard'],
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
  doctor: ['scientist'],
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
  '1F6B4': { kind: 'vehicle', name: 'person biking cyclist' },
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
};

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
