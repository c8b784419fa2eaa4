import type { LineArtEntry, SubjectMatch } from './line-art-library';

/**
 * What a prompt says about its subjects beyond naming them: how two of them stand to each other
 * ("a lion wearing a crown", "a boy riding a horse") and what the main one is doing ("dancing").
 * The page composer places the subjects by the relation and adds cues for the action.
 */
export type RelationKind =
  | 'wearing'
  | 'holding'
  | 'riding'
  | 'on'
  | 'under'
  | 'above'
  | 'in'
  | 'visiting'
  | 'next-to'
  | 'behind'
  | 'in-front-of';

export type ActionKind =
  | 'dancing'
  | 'running'
  | 'sleeping'
  | 'jumping'
  | 'swimming'
  | 'flying'
  | 'reading'
  | 'singing'
  | 'playing'
  | 'eating'
  | 'painting';

/** A relation between the subjects at positions `a` and `b` of the matched list (prompt order). */
export interface Relation {
  kind: RelationKind;
  a: number;
  b: number;
}

/** Words between two subjects → their relation; checked in this order, the first match wins. */
const RELATION_WORDS: [RegExp, RelationKind | 'with'][] = [
  [/\b(?:wearing|wears|wear|dressed|putting on|puts on|tries on|trying on)\b/, 'wearing'],
  [/\b(?:riding|rides|ride|rode|driving|drives|drive|mounted|astride|sailing|piloting)\b/, 'riding'],
  [/\bin front of\b/, 'in-front-of'],
  [/\b(?:behind|hiding behind)\b/, 'behind'],
  [/\b(?:under|underneath|beneath|below)\b/, 'under'],
  [/\b(?:above|over)\b/, 'above'],
  [/\b(?:visiting|visits|visit|smelling|sniffing|pollinating|landing|lands|feeding)\b/, 'visiting'],
  [
    /\b(?:holding|holds|hold|carrying|carries|carry|hugging|hugs|cuddling|eating|eats|reading|reads|catching|throwing|kicking|flying|blowing|licking|juggling|painting|playing|plays|has|having)\b/,
    'holding',
  ],
  [
    /\b(?:next|beside|besides|near|nearby|alongside|and|meets|meeting|chasing|following|racing|talking)\b/,
    'next-to',
  ],
  [/\b(?:on|upon|onto|atop|top|sitting|standing|perched|sits|stands)\b/, 'on'],
  [/\b(?:in|inside|into|within)\b/, 'in'],
  [/\b(?:with|has|and)\b/, 'with'],
];

const ACTION_WORDS: [ActionKind, string[]][] = [
  [
    'dancing',
    ['dance', 'dancing', 'dances', 'dancer', 'dancers', 'ballet', 'ballerina', 'disco', 'twirling'],
  ],
  [
    'sleeping',
    ['sleep', 'sleeping', 'sleeps', 'asleep', 'nap', 'napping', 'snoozing', 'dreaming', 'bedtime'],
  ],
  ['running', ['run', 'running', 'runs', 'runner', 'jogging', 'sprinting', 'sprint', 'racing']],
  ['jumping', ['jump', 'jumping', 'jumps', 'hopping', 'leaping', 'bouncing', 'skipping']],
  ['swimming', ['swim', 'swimming', 'swims', 'diving', 'paddling']],
  ['flying', ['fly', 'flying', 'flies', 'soaring', 'gliding']],
  ['reading', ['read', 'reading', 'reads']],
  ['singing', ['sing', 'singing', 'sings', 'singer']],
  ['painting', ['paint', 'painting', 'paints', 'drawing']],
  ['eating', ['eat', 'eating', 'eats', 'munching', 'picnic', 'lunch', 'dinner', 'breakfast']],
  ['playing', ['play', 'playing', 'plays']],
];

/** Things worn on the head or face: "with a crown" is wearing it, not holding it. */
export const isWearable = (entry: LineArtEntry) =>
  entry.kind === 'object' && /crown|hat|cap|glasses|sunglasses|scarf|ribbon|necktie|helmet/.test(entry.name);

/** Small things a character holds in a hand or paw. */
const isHoldable = (entry: LineArtEntry) =>
  (entry.kind === 'object' ||
    entry.kind === 'food' ||
    /(?<!air )balloon|kite|flower|rose|tulip|bouquet/.test(entry.name)) &&
  !/bed|chair|house|tent|umbrella on ground|slide|carousel|ferris/.test(entry.name);

/** The action the prompt names, if any. Vehicles race, they do not run. */
export function actionOf(tokens: readonly string[]): ActionKind | undefined {
  const joined = ` ${tokens.join(' ')} `;
  if (/ racing car /.test(joined)) return undefined;
  return ACTION_WORDS.find(([, list]) => tokens.some((token) => list.includes(token)))?.[0];
}

/**
 * How a third subject stands to the first two ("… under a tree"): only where it places them
 * (under, behind, in front of), read from the words before it.
 */
export function thirdRelation(
  tokens: readonly string[],
  matches: readonly SubjectMatch[],
): RelationKind | undefined {
  const [second, third] = [matches[1], matches[2]];
  if (!second || !third) return undefined;
  const between = tokens.slice(second.position + 1, third.position).join(' ');
  const found = RELATION_WORDS.find(([pattern]) => pattern.test(between))?.[1];
  return found === 'under' || found === 'behind' || found === 'in-front-of' ? found : undefined;
}

/**
 * The relation between the first two subjects the prompt names, read from the words between
 * them. "with" is decided by what follows: a crown is worn, a balloon held, a unicorn a friend.
 */
export function relationOf(
  tokens: readonly string[],
  matches: readonly SubjectMatch[],
  chosen: readonly LineArtEntry[],
): Relation | undefined {
  if (matches.length < 2) return undefined;
  const [first, second] = [matches[0], matches[1]];
  const [a, b] = [chosen[0], chosen[1]];
  if (!first || !second || !a || !b) return undefined;
  const between = tokens.slice(first.position + 1, second.position).join(' ');
  const found = RELATION_WORDS.find(([pattern]) => pattern.test(between))?.[1];
  if (!found) return between.trim() === '' ? undefined : { kind: 'next-to', a: 0, b: 1 };
  if (found === 'with' || found === 'holding' || found === 'in') {
    if (isWearable(b)) return { kind: 'wearing', a: 0, b: 1 };
    // "In a tree" is up in its branches, not inside it.
    if (found === 'in') return { kind: /tree|palm/.test(b.name) ? 'on' : 'in', a: 0, b: 1 };
    return { kind: isHoldable(b) ? 'holding' : 'next-to', a: 0, b: 1 };
  }
  if (
    found === 'on' &&
    a.kind === 'fantasy' &&
    /horse|unicorn|bicycle|motor|scooter|skate|broom|dragon/.test(b.name)
  )
    return { kind: 'riding', a: 0, b: 1 };
  return { kind: found, a: 0, b: 1 };
}
