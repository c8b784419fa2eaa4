import { BUST, COMPOSED } from './composed-drawings';
import { entryByHexcode, type LineArtEntry } from './line-art-library';
import type { Relation } from './prompt-reading';

/**
 * People drawn whole, head to feet (issue 37: bodies, not faces). A prompt's girl, boy, child,
 * man, woman or person becomes one of Twemoji's full figures doing what the prompt says: a
 * runner for "a boy running", a swimmer for "a woman swimming", someone standing when the
 * prompt names nothing they do. Faces stay where a face is wanted (kawaii pages, a hat worn).
 */
type Who = 'person' | 'man' | 'woman';

/** The people a prompt names who have a whole figure, and who they are. */
const PEOPLE: Record<string, Who> = {
  '1F467': 'woman',
  '1F466': 'man',
  '1F9D2': 'person',
  '1F9D1': 'person',
  '1F9CD': 'person',
  '1F9CD-200D-2642-FE0F': 'man',
  '1F9CD-200D-2640-FE0F': 'woman',
};

/** A figure's person, man and woman, where Unicode has the three. */
const three = (code: string, base = code): Record<Who, string> => ({
  person: code,
  man: `${base}-200D-2642-FE0F`,
  woman: `${base}-200D-2640-FE0F`,
});
const one = (code: string): Record<Who, string> => ({ person: code, man: code, woman: code });

/**
 * What the figure does, read from the prompt's words (in English: prompts in the other
 * languages are read as their translation), and what the figure's drawing already holds.
 */
const DOING: [RegExp, Record<Who, string>, string[]][] = [
  [/\b(?:danc\w*|ballet|ballerinas?|twirl\w*)\b/, { person: '1F483', man: '1F57A', woman: '1F483' }, []],
  [/\b(?:run|runs|running|jog\w*|sprint\w*)\b/, three('1F3C3'), []],
  [/\b(?:walk\w*|hik\w*|stroll\w*)\b/, three('1F6B6'), []],
  [/\b(?:surf\w*)\b/, three('1F3C4'), []],
  [/\b(?:swim\w*|diving)\b/, three('1F3CA'), []],
  [/\b(?:climb\w*)\b/, three('1F9D7'), []],
  [/\b(?:ski|skis|skiing|skier)\b/, one('26F7'), ['1F3BF']],
  [/\bsnowboard\w*/, one('1F3C2'), []],
  [/\bgolf\w*/, three('1F3CC', '1F3CC-FE0F'), []],
  [/\b(?:row|rows|rowing|paddl\w*)\b/, three('1F6A3'), ['1F6F6']],
  [/\bjuggl\w*/, three('1F939'), []],
  [/\b(?:cartwheel\w*|gymnast\w*|somersault\w*|handstand\w*|tumbl\w*)\b/, three('1F938'), []],
  [/\b(?:kneel\w*|pray\w*)\b/, three('1F9CE'), []],
  [/\b(?:yoga|meditat\w*)\b/, three('1F9D8'), []],
  [/\b(?:basketball|dribbl\w*|bounc\w* a ball)\b/, three('26F9', '26F9-FE0F'), ['1F3C0']],
  [/\b(?:weights?|weightlift\w*)\b/, three('1F3CB', '1F3CB-FE0F'), []],
  [/\b(?:sleep\w*|asleep|nap|napping|bedtime)\b/, one('1F6CC'), ['1F6CF']],
  [/\b(?:bath|bathing|bathtub|bubble bath)\b/, one('1F6C0'), ['1F6C1']],
];
const STANDING = three('1F9CD');

/** The whole figure for a person the prompt names, doing what it says. */
function figureFor(who: Who, prompt: string): { figure?: LineArtEntry; holds: string[] } {
  const [, codes, holds] = DOING.find(([pattern]) => pattern.test(prompt)) ?? [undefined, STANDING, []];
  return { figure: entryByHexcode(codes[who]) ?? entryByHexcode(codes.person), holds };
}

/**
 * The prompt's people as whole figures. What the figure's drawing already shows (the swimmer's
 * water, the sleeper's bed) leaves the subjects, and a relation to it goes with it.
 */
export function wholeFigures(
  subjects: LineArtEntry[],
  relation: Relation | undefined,
  prompt: string,
  faces: boolean,
): { subjects: LineArtEntry[]; relation?: Relation } {
  const person = subjects.findIndex((entry) => PEOPLE[entry.hexcode]);
  const who = PEOPLE[subjects[person]?.hexcode ?? ''];
  // A hat is worn on a face; someone riding a unicorn or a dragon sits on it as a bust.
  const seated = relation?.a === person && (relation.kind === 'wearing' || relation.kind === 'riding');
  if (faces || !who || seated) return { subjects, relation };
  const text = prompt.toLowerCase();
  const { holds } = figureFor(who, text);
  const gone = subjects.flatMap((entry, i) => (holds.includes(entry.hexcode) ? [i] : []));
  const shift = (i: number) => i - gone.filter((g) => g < i).length;
  const kept = relation && !gone.includes(relation.a) && !gone.includes(relation.b);
  const whole = (entry: LineArtEntry) => {
    const them = PEOPLE[entry.hexcode];
    return (them && figureFor(them, text).figure) || entry;
  };
  return {
    subjects: subjects.map(whole).filter((_, i) => !gone.includes(i)),
    relation: kept ? { ...relation, a: shift(relation.a), b: shift(relation.b) } : undefined,
  };
}

/**
 * What a figure's drawing already shows: the jockey's horse, the cyclist's bicycle, the
 * basketball player's ball, the sleeper's bed. Drawn once, so named beside the figure ("a
 * jockey on a horse") it is not drawn a second time.
 */
export function withoutDrawnTogether(subjects: LineArtEntry[], relation: Relation | undefined) {
  const shown = new Set(
    subjects.flatMap(
      (entry) => DOING.find(([, codes]) => Object.values(codes).includes(entry.hexcode))?.[2] ?? [],
    ),
  );
  for (const entry of subjects) {
    if (entry.hexcode === '1F3C7') shown.add('1F40E');
    if (entry.hexcode.startsWith('1F6B4') || entry.hexcode.startsWith('1F6B5')) shown.add('1F6B2');
  }
  const gone = subjects.flatMap((entry, i) => (shown.has(entry.hexcode) ? [i] : []));
  if (gone.length === 0) return { subjects, relation };
  const shift = (i: number) => i - gone.filter((g) => g < i).length;
  const kept = relation && !gone.includes(relation.a) && !gone.includes(relation.b);
  return {
    subjects: subjects.filter((_, i) => !gone.includes(i)),
    relation: kept ? { ...relation, a: shift(relation.a), b: shift(relation.b) } : undefined,
  };
}

/** Whether a figure's drawing already shows what it does (all but someone standing). */
export const doesSomething = (entry: LineArtEntry) =>
  entry.kind === 'person' && !entry.hexcode.startsWith('1F9CD');

/** The whole figure of someone riding: a cyclist of the rider's sex, a jockey on a horse. */
export function riderFigure(rider: LineArtEntry, ridden: LineArtEntry): LineArtEntry | undefined {
  const who = PEOPLE[rider.hexcode] ?? (rider.name === 'child kid' ? 'person' : undefined);
  if (!who) return undefined;
  if (ridden.hexcode === '1F6B2') return entryByHexcode(three('1F6B4')[who]) ?? entryByHexcode('1F6B4');
  if (ridden.hexcode === '1F40E') return entryByHexcode('1F3C7');
  return undefined;
}

export const WATERING_CAN = 'CB-WATERING-CAN';

/** What someone doing it holds: the watering can (own-drawings.ts), the frying pan. */
const TOOLS: [RegExp, string][] = [
  [/\bwater(?:ing|s)\b/, WATERING_CAN],
  [/\bcook(?:ing|s)\b/, '1F373'],
];

/**
 * "A robot watering flowers", "a chef cooking": the one who does it holds the tool, and what it
 * is done to stands beside them (the can's spout points to it, subject-layout.ts). The verb may
 * have read as the tool itself: it goes into the hands of the first one named.
 */
export function withToolInHand(subjects: LineArtEntry[], relation: Relation | undefined, prompt: string) {
  const text = prompt.toLowerCase();
  const hexcode = TOOLS.find(([pattern]) => pattern.test(text))?.[1];
  const tool = hexcode ? entryByHexcode(hexcode) : undefined;
  if (!tool || relation?.kind === 'holding') return { subjects, relation };
  const [who, ...others] = subjects.filter((entry) => entry.hexcode !== hexcode);
  if (!who) return { subjects, relation };
  return { subjects: [who, tool, ...others], relation: { kind: 'holding' as const, a: 0, b: 1 } };
}

/**
 * Someone composed whole (a princess, a prince, a doctor: composed-drawings.ts) who rides sits
 * on the horse's or the unicorn's back as their bust, as 0046's riders do, not standing on it.
 */
export function seatedRiders(subjects: LineArtEntry[], relation: Relation | undefined) {
  if (relation?.kind !== 'riding') return subjects;
  const rider = subjects[relation.a];
  if (!rider || !COMPOSED[rider.hexcode] || rider.kind === 'animal') return subjects;
  return subjects.map((entry, i) => (i === relation.a ? { ...entry, hexcode: entry.hexcode + BUST } : entry));
}
