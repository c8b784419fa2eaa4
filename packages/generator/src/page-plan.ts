import { ACTION_PROPS, ACTION_SUBJECTS } from './action-cues';
import { type BackdropKind, chooseBackdrop } from './backdrop';
import {
  entryByHexcode,
  type LineArtEntry,
  lineArtEntries,
  matchSubjectOptions,
  promptTokens,
  readPrompt,
  type SubjectMatch,
} from './line-art-library';
import { actionBackdrop } from './page-composition';
import { isBust, isHead } from './placed';
import { DEFAULT_DIFFICULTY, DEFAULT_STYLE, type Difficulty, type PageStyle } from './prompt-check';
import {
  type ActionKind,
  actionOf,
  type Relation,
  type RelationKind,
  relationOf,
  thirdRelation,
} from './prompt-reading';
import { NIGHT_SUBJECTS, SCENE_ONLY_WORDS, type Scene, SETTING_SUBJECTS, sceneOf, settingOf } from './scene';
import { pick, type Random, randomFor, shuffled } from './seeded-random';
import { sizeClass } from './subject-scale';
import {
  doesSomething,
  riderFigure,
  seatedRiders,
  wholeFigures,
  withoutDrawnTogether,
  withToolInHand,
} from './whole-figures';
import { stem, words } from './word-stem';

/**
 * What a page will show, decided from the prompt before anything is drawn: the subjects (one
 * drawing each, chosen by seed), how they relate and what they do, the setting and the
 * background. The same request always gives the same plan.
 */
export interface PageRequest {
  prompt: string;
  seed: number;
  style?: PageStyle;
  difficulty?: Difficulty;
}

const RANK: Record<LineArtEntry['kind'], number> = {
  animal: 0,
  fantasy: 0,
  person: 0,
  water: 0,
  flying: 1,
  vehicle: 1,
  food: 2,
  object: 2,
  building: 3,
  plant: 3,
  sky: 4,
};

/** Subjects a setting lends a prompt that names none, besides the first, by difficulty. */
const MAX_COMPANIONS: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 2 };

/** A subject's "face" drawing, when the library has one: a crown goes on a head, not a tail. */
const faceOf = (entry: LineArtEntry) =>
  lineArtEntries().find((other) => other.name === `${entry.name} face`) ?? entry;

/**
 * The prompt's subjects, one drawing each, chosen by seed among equally good matches, and the
 * relation between the first two. Without a relation characters lead: in "castle with a dragon"
 * the dragon is the star and the castle its backdrop.
 */
function subjectsFor(
  prompt: string,
  random: Random,
): { subjects: LineArtEntry[]; relation?: Relation; third?: RelationKind; count?: number } {
  const matches = matchSubjectOptions(prompt, SCENE_ONLY_WORDS).slice(0, 3);
  const chosen = matches.map((match) => pick(random, match.options));
  const tokens = promptTokens(prompt);
  const first = chosen[0];
  const count = countOf(prompt, matches[0], first);
  if (first && count > 1) {
    // "Two cats playing with a ball": that many cats, the ball joined to the first by the relation.
    const relation = relationOf(tokens, matches, chosen);
    const others = chosen.slice(1, 2);
    const subjects = [...Array.from({ length: count }, () => first), ...others];
    return {
      subjects,
      count,
      relation: relation && others.length ? { kind: relation.kind, a: 0, b: count } : undefined,
    };
  }
  if (
    first &&
    YOUNG.test(prompt) &&
    first.kind !== 'person' &&
    !/person|child|baby|girl|boy/.test(first.name)
  )
    // "A kangaroo and her baby": the same animal, small, beside her.
    return { subjects: [first, first], relation: { kind: 'next-to', a: 0, b: 1 } };
  const relation = relationOf(tokens, matches, chosen);
  if (relation && relation.kind !== 'next-to') {
    if (relation.kind === 'wearing' && chosen[0]) chosen[0] = faceOf(chosen[0]);
    return { subjects: chosen, relation, third: thirdRelation(tokens, matches) };
  }
  const subjects = chosen
    .map((entry, order) => ({ entry, order, rank: RANK[entry.kind] }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ entry }) => entry);
  return {
    subjects,
    relation: relation && subjects.length >= 2 ? { kind: 'next-to', a: 0, b: 1 } : undefined,
  };
}

/**
 * Typical subjects for a setting the prompt names without naming a subject, 2–3 by difficulty,
 * chosen by seed; a character leads where the setting has one.
 */
function settingSubjects(scene: Scene, difficulty: Difficulty, random: Random): LineArtEntry[] {
  const list =
    scene.night && (scene.kind === 'forest' || scene.kind === 'meadow')
      ? NIGHT_SUBJECTS
      : SETTING_SUBJECTS[scene.kind];
  const count = 1 + MAX_COMPANIONS[difficulty];
  return shuffled(random, list)
    .flatMap((hexcode) => entryByHexcode(hexcode) ?? [])
    .slice(0, count)
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => RANK[a.entry.kind] - RANK[b.entry.kind] || a.order - b.order)
    .map(({ entry }) => entry);
}

export interface PagePlan {
  layout: 'scene' | 'mandala' | 'pattern';
  /** The setting: named by the prompt or suited to its main subject; undefined off scenes. */
  scene?: Scene;
  /** What is drawn behind the subjects (scenes only). */
  backdrop?: BackdropKind;
  /** The drawings placed, main subject first (or in prompt order when a relation joins them). */
  subjects: LineArtEntry[];
  /** The subjects came from the setting ("in the woods"), not from words naming them. */
  fromSetting: boolean;
  /** How the first two subjects stand to each other ("wearing", "riding", "next-to"). */
  relation?: Relation;
  /** How a third subject stands to the first two ("… under a tree"). */
  third?: RelationKind;
  /** What the main subject is doing ("dancing", "sleeping"). */
  action?: ActionKind;
  /**
   * How many of the main subject the prompt asks for ("two cats", "a family of bears",
   * "ducks"), 2–5; `subjects` then starts with that many of it. Absent for one.
   */
  count?: number;
  /**
   * The prompt named nothing drawable (in any of the app's languages) and asked for no pattern:
   * the page is a mandala or pattern instead, and the caller tells the user so.
   */
  fallback?: true;
}

const NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  twenty: 20,
  hundred: 100,
};
/** Words that ask for several without a number, and how many that draws. */
const SEVERAL: [RegExp, number][] = [
  [/\b(?:a )?(?:couple|pair) of\b/, 2],
  [/\bfamily of\b/, 3],
  [/\b(?:several|some)\b/, 3],
  [/\b(?:group|herd|flock|pack|bunch|team|school|crowd|lots?) of\b|\bmany\b/, 4],
];
/** Plurals that name one thing ("glasses", "fries"). */
const PLURAL_ONLY = /glass|fries|chips|pants|shorts|jeans|scissors|binoculars|headphone|candles?$/;
const MAX_COUNT = 5;

/**
 * How many of the main subject the prompt asks for: a number (as a word or digits), a word for
 * several ("a family of", "a group of") or a plural name ("ducks swimming"), at most five.
 */
export function countOf(
  prompt: string,
  main: SubjectMatch | undefined,
  entry: LineArtEntry | undefined,
): number {
  if (!main || !entry) return 1;
  const tokens = promptTokens(prompt);
  const before = tokens.slice(0, main.position);
  const digit = prompt.match(/\b([2-9]|1\d)\b/);
  const named = [...before]
    .reverse()
    .map((word) => NUMBERS[word])
    .find((n) => n !== undefined);
  const several = SEVERAL.find(([pattern]) => pattern.test(before.join(' ')))?.[1];
  const typed = tokens[main.position] ?? '';
  const plural =
    typed !== stem(typed) && !PLURAL_ONLY.test(entry.name) && !/(?:ss|us|is)$/.test(typed) ? 3 : 1;
  const count = named ?? (digit ? Number(digit[1]) : undefined) ?? several ?? plural;
  return Math.min(MAX_COUNT, Math.max(1, count));
}

/** The young of the subject the prompt names first: another of the same, smaller. */
const YOUNG = /\b(?:her|his|its|their|with)\s+(?:baby|babies|cub|cubs|calf|foal|joey|little one|young)\b/;

/** Furniture belongs in a room: "a cat on a bed" is indoors. */
const INDOOR = /\b(?:bed|chair|couch|bathtub|potted plant)\b/;
const PETS = /cat|dog|rabbit|hamster|mouse|teddy|baby|child|bird|parrot|fish|turtle|puppy|kitten/;

const BIRTHDAY_CAKE = '1F382';
const CANDLE = '1F56F';

/**
 * The birthday cake is drawn with its candles on top, upright and evenly spaced (Twemoji's
 * cake, decision 0044): "a cake with candles" is that drawing, not a candle standing beside it.
 */
function withoutDrawnCandles(subjects: LineArtEntry[], relation: Relation | undefined) {
  const candle = subjects.findIndex((entry) => entry.hexcode === CANDLE);
  if (candle < 0 || !subjects.some((entry) => entry.hexcode === BIRTHDAY_CAKE)) return { subjects, relation };
  const shift = (i: number) => (i > candle ? i - 1 : i);
  return {
    subjects: subjects.filter((_, i) => i !== candle),
    relation:
      relation && relation.a !== candle && relation.b !== candle
        ? { ...relation, a: shift(relation.a), b: shift(relation.b) }
        : undefined,
  };
}

const BICYCLE = '1F6B2';
const CYCLIST = '1F6B4';
/** A woman and a man hand in hand, and two children hand in hand (Twemoji, whole figures). */
const FAMILY = ['1F46B', '1F9D1-200D-1F91D-200D-1F9D1'];

/**
 * Someone riding a bicycle is one drawing of someone on a bicycle, whole, feet on the pedals
 * (Twemoji's cyclist, a woman for a girl, a man for a boy), rather than a portrait stuck on top
 * of a bicycle; a child riding a horse is Twemoji's jockey on its horse.
 */
function figureForRider(subjects: LineArtEntry[], relation: Relation | undefined) {
  const rider = relation?.kind === 'riding' ? subjects[relation.a] : undefined;
  const ridden = relation ? subjects[relation.b] : undefined;
  if (!relation || !rider || !ridden) return { subjects, relation };
  const figure =
    riderFigure(rider, ridden) ??
    (ridden.hexcode === BICYCLE && rider.kind === 'fantasy' ? entryByHexcode(CYCLIST) : undefined);
  if (!figure) return { subjects, relation };
  const first = Math.min(relation.a, relation.b);
  return {
    subjects: subjects.flatMap((entry, i) =>
      i === first ? [figure] : i === relation.a || i === relation.b ? [] : [entry],
    ),
    relation: undefined,
  };
}

export function planWith(
  prompt: string,
  style: PageStyle,
  difficulty: Difficulty,
  random: Random,
  seed: number,
): PagePlan {
  let { subjects, relation, third, count } = subjectsFor(prompt, random);
  ({ subjects, relation } = withoutDrawnCandles(subjects, relation));
  ({ subjects, relation } = figureForRider(subjects, relation));
  const tokens = promptTokens(prompt);
  const action = actionOf(tokens);
  const patterned = style === 'mandala' || style === 'pattern';
  let fromSetting = false;
  const setting = settingOf(prompt);
  if (subjects.length === 0 && action && !patterned) {
    // "a ballerina dancing", "sleeping": someone to do it, never an empty pattern page.
    const who = entryByHexcode(pick(random, ACTION_SUBJECTS[action] ?? []));
    if (who) subjects = [who];
  }
  if (subjects.length === 0 && !patterned && /\bfamil(?:y|ies)\b/.test(prompt)) {
    // "A family at the beach": the parents hand in hand and two children beside them, whole.
    subjects = FAMILY.flatMap((hexcode) => entryByHexcode(hexcode) ?? []);
    relation = subjects.length === 2 ? { kind: 'next-to', a: 0, b: 1 } : undefined;
  }
  if (!patterned) ({ subjects, relation } = wholeFigures(subjects, relation, prompt, style === 'kawaii'));
  ({ subjects, relation } = withoutDrawnTogether(subjects, relation));
  if (!patterned) ({ subjects, relation } = withToolInHand(subjects, relation, prompt));
  subjects = seatedRiders(subjects, relation);
  if (subjects.length === 0 && setting && !patterned) {
    const chosen = settingSubjects(setting, difficulty, random);
    if (chosen.length > 0) {
      subjects = chosen;
      fromSetting = true;
    }
  }
  const prop = action ? ACTION_PROPS[action] : undefined;
  const held = prop ? entryByHexcode(prop) : undefined;
  // A figure drawn doing it (the basketball player with the ball) needs nothing more in hand.
  const drawnDoingIt = subjects[0] !== undefined && doesSomething(subjects[0]);
  if (held && subjects.length === 1 && !relation && !fromSetting && !count && !drawnDoingIt) {
    subjects = [...subjects, held];
    relation = { kind: 'holding', a: 0, b: 1 };
  }
  // Kawaii pages show animals as their big round faces where the library has them.
  if (style === 'kawaii' && subjects[0] && !relation && !count)
    subjects = [faceOf(subjects[0]), ...subjects.slice(1)];
  const layout = chooseLayout(prompt, style, subjects, random);
  if (layout !== 'scene' && subjects.length === 0 && !asksForPattern(prompt, style))
    return { layout, subjects, fromSetting, fallback: true };
  const lone = subjects.length === 1 ? subjects[0] : undefined;
  if (lone && lone.kind === 'building' && layout === 'scene' && setting) {
    // A building alone is a backdrop without a story: the setting lends it a companion.
    const scene = sceneOf(prompt, lone.kind, lone.name);
    const companion = settingSubjects(scene, difficulty, random).find(
      (entry) => entry.kind !== 'building' && entry.hexcode !== lone.hexcode,
    );
    if (companion) subjects = [lone, companion];
  }
  const main = subjects[0];
  if (layout !== 'scene' || !main) return { layout, subjects, fromSetting, relation, third, action, count };
  const indoors = !setting && subjects.some((entry) => INDOOR.test(entry.name));
  const found =
    fromSetting && setting
      ? setting
      : indoors
        ? { kind: 'room' as const, night: false }
        : sceneOf(prompt, main.kind, main.name);
  const scene = { ...found, night: found.night || action === 'sleeping' };
  const pick2 = randomFor('backdrop', prompt, seed);
  // An action picks a place on land ("a ballerina dancing": a stage); fish keep to the water and
  // a tree or a horse stays out of a room.
  // Someone standing fits in a room; a horse (with its jockey) or a house does not.
  const big = subjects.some(
    (entry) =>
      sizeClass(entry) >= 3 &&
      !isBust(entry) &&
      (entry.kind !== 'person' || entry.name === 'jockey') &&
      !INDOOR.test(entry.name),
  );
  const landed = !['ocean', 'space', 'sky', 'beach'].includes(scene.kind) && !big;
  const backdrop = setting
    ? chooseBackdrop(pick2, scene.kind, true, { pet: false, person: false, big: false, head: false })
    : ((landed ? actionBackdrop(pick2, action) : undefined) ??
      chooseBackdrop(pick2, scene.kind, false, {
        style,
        pet: PETS.test(main.name) && sizeClass(main) <= 2,
        person: isBust(main) || main.kind === 'person',
        big,
        head: isHead(main) && subjects.length === 1,
      }));
  return { layout, scene, backdrop, subjects, fromSetting, relation, third, action, count };
}

/** What a request's page shows, without drawing it: the same choices `composePage` makes. */
export function planPage(request: PageRequest): PagePlan {
  const style = request.style ?? DEFAULT_STYLE;
  const difficulty = request.difficulty ?? DEFAULT_DIFFICULTY;
  const prompt = readPrompt(request.prompt);
  return planWith(
    prompt,
    style,
    difficulty,
    randomFor(prompt, request.seed, style, difficulty),
    request.seed,
  );
}

const asksForPattern = (prompt: string, style: PageStyle) =>
  style === 'mandala' ||
  style === 'pattern' ||
  words(prompt).some((t) => ['mandala', 'mandalas', 'pattern', 'patterns', 'tiles'].includes(t));

function chooseLayout(
  prompt: string,
  style: PageStyle,
  subjects: readonly LineArtEntry[],
  random: Random,
): 'scene' | 'mandala' | 'pattern' {
  const tokens = words(prompt);
  if (style === 'mandala' || tokens.includes('mandala') || tokens.includes('mandalas')) return 'mandala';
  if (style === 'pattern' || tokens.some((t) => t === 'pattern' || t === 'patterns' || t === 'tiles'))
    return 'pattern';
  if (subjects.length === 0) return random() < 0.7 ? 'mandala' : 'pattern';
  return 'scene';
}
