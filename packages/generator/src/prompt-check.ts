import {
  type PageDifficulty as Difficulty,
  pageDifficulties as difficulties,
  PROMPT_MAX_LENGTH as MAX_PROMPT_LENGTH,
  type PageStyle,
  pageStyles,
} from '@colorbook/contract';
import { invalidInput } from './errors';

// The lists and the limit are the contract's, so a request the API accepts is one the generator
// knows how to draw.
export { type Difficulty, difficulties, MAX_PROMPT_LENGTH, type PageStyle, pageStyles };
export const DEFAULT_STYLE: PageStyle = 'cartoon';
export const DEFAULT_DIFFICULTY: Difficulty = 'medium';

export const EMPTY_PROMPT =
  'The prompt is empty. Describe the page you want, for example "a cat in a garden".';
export const TOO_LONG_PROMPT = `The prompt is too long. Keep it under ${MAX_PROMPT_LENGTH} characters.`;
export const BLOCKED_PROMPT =
  'The prompt contains words that are not allowed on a colouring page. Please describe something else.';

/**
 * Whole words (and their simple inflections) that never make a colouring page for a family app.
 * Kept short and unambiguous on purpose: every entry is matched on word boundaries, so a word is
 * only listed when it has no innocent everyday meaning (no "gun", "dead", "shooting": "water gun",
 * "shooting star"). The provider's moderation endpoint, when configured, covers the subtle cases.
 */
const BLOCKED_WORDS = [
  // violence
  'kill',
  'murder',
  'slaughter',
  'massacre',
  'behead',
  'decapitate',
  'dismember',
  'mutilate',
  'torture',
  'gore',
  'gory',
  'bloody',
  'bloodbath',
  'corpse',
  'suicide',
  'genocide',
  'terrorist',
  'terrorism',
  'stab',
  'strangle',
  // sexual
  'sex',
  'sexy',
  'sexual',
  'porn',
  'porno',
  'pornography',
  'nude',
  'nudes',
  'naked',
  'nsfw',
  'erotic',
  'fetish',
  'hentai',
  'boob',
  'boobs',
  'penis',
  'vagina',
  'genital',
  'genitals',
  'orgasm',
  'rape',
  'rapist',
  'lingerie',
  'stripper',
  'xxx',
  'horny',
  'dick',
  'pussy',
  'cock',
  'cum',
  // hate
  'nazi',
  'nazis',
  'swastika',
  'hitler',
  'kkk',
  'nigger',
  'nigga',
  'faggot',
  'fag',
  'retard',
  'tranny',
  'kike',
  'chink',
  'wetback',
  'raghead',
  // drugs
  'cocaine',
  'heroin',
  'meth',
];
/** Phrases checked on the joined words, for ideas that are only bad together. */
const BLOCKED_PHRASES = ['self harm', 'dead body', 'white power', 'heil hitler', 'blow job', 'hand job'];
/** Innocent phrases that contain a blocked word; removed before matching. */
const ALLOWED_PHRASES = ['killer whale', 'kill joy', 'cocker spaniel', 'cock a doodle'];

/**
 * Kid mode's stricter setting (child profiles, docs/decisions/0031), on top of the lists above:
 * words fine for an adult's page but not what a child should make alone (weapons, blood, war,
 * horror, alcohol, smoking). Whole words like the rest, so "dragon" or "ghost" stay allowed.
 */
const KID_BLOCKED_WORDS = [
  'gun',
  'rifle',
  'pistol',
  'shotgun',
  'weapon',
  'knife',
  'dagger',
  'bomb',
  'grenade',
  'explosion',
  'blood',
  'dead',
  'death',
  'die',
  'dying',
  'war',
  'battle',
  'soldier',
  'army',
  'shoot',
  'shot',
  'fight',
  'horror',
  'zombie',
  'demon',
  'devil',
  'satan',
  'skull',
  'creepy',
  'evil',
  'beer',
  'wine',
  'vodka',
  'whisky',
  'whiskey',
  'alcohol',
  'drunk',
  'cigarette',
  'cigar',
  'smoking',
  'vape',
  'drug',
  'weed',
  'bikini',
  'kiss',
  'kissing',
  'casino',
  'gamble',
];
/** Innocent phrases for children that hold a kid-mode word. */
const KID_ALLOWED_PHRASES = [
  'water gun',
  'shooting star',
  'pillow fight',
  'snowball fight',
  'fire fighter',
  'fire fighters',
  'dead end',
];

const SUFFIXES = ['', 's', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'y'];
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};

/** Runs of the same letter collapse ("kiiill" → "kil"), so stretching a word does not hide it. */
const collapse = (word: string) => word.replace(/(.)\1+/g, '$1');

const blockedForms = new Set(BLOCKED_WORDS.flatMap((word) => SUFFIXES.map((suffix) => word + suffix)));
const collapsedForms = new Set([...blockedForms].map(collapse));
const kidForms = new Set(KID_BLOCKED_WORDS.flatMap((word) => SUFFIXES.map((suffix) => word + suffix)));
const kidCollapsedForms = new Set([...kidForms].map(collapse));
/**
 * The collapsed comparison only applies to words that were stretched: "bob" must not match the
 * collapsed "boob", but "booob" should.
 */
const isBlockedWord = (word: string) =>
  blockedForms.has(word) || (collapse(word) !== word && collapsedForms.has(collapse(word)));
const isKidBlockedWord = (word: string) =>
  isBlockedWord(word) ||
  kidForms.has(word) ||
  (collapse(word) !== word && kidCollapsedForms.has(collapse(word)));

/**
 * Lower-cased words with accents, leet digits and separators undone. Letters spelled out one by
 * one ("s e x", "k.i.l.l") are joined back, because that is the commonest way to dodge a list.
 */
export function normaliseWords(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[0-9@$!|]/g, (c) => LEET[c] ?? c);
  const tokens = plain.split(/[^a-z]+/).filter(Boolean);
  const words: string[] = [];
  let letters = '';
  // "a b-l-o-o-d-y" spells "abloody": the article may lead the run, so it is tried without it too.
  const flush = () => {
    if (letters) words.push(letters);
    if (letters.length > 3 && /^[ai]/.test(letters)) words.push(letters.slice(1));
    letters = '';
  };
  for (const token of tokens) {
    if (token.length === 1) {
      letters += token;
      continue;
    }
    flush();
    words.push(token);
  }
  flush();
  return words;
}

/** Options of the prompt filter: `strict` is kid mode's setting (KID_BLOCKED_WORDS too). */
export interface PromptCheckOptions {
  strict?: boolean;
}

/** True when the text holds a blocked word or phrase as a whole word. */
export function containsBlockedWords(text: string, options: PromptCheckOptions = {}): boolean {
  let joined = ` ${normaliseWords(text).join(' ')} `;
  for (const phrase of ALLOWED_PHRASES) joined = joined.replaceAll(` ${phrase} `, ' ');
  if (BLOCKED_PHRASES.some((phrase) => joined.includes(` ${phrase} `))) return true;
  if (options.strict) {
    for (const phrase of KID_ALLOWED_PHRASES) joined = joined.replaceAll(` ${phrase} `, ' ');
  }
  return joined
    .split(' ')
    .filter(Boolean)
    .some(options.strict ? isKidBlockedWord : isBlockedWord);
}

/** The prompt ready for a provider, or a 400 whose message tells the user what to change. */
export function checkPrompt(raw: string, options: PromptCheckOptions = {}): string {
  const prompt = raw.replace(/\s+/g, ' ').trim();
  if (prompt.length === 0) throw invalidInput(EMPTY_PROMPT);
  if (prompt.length > MAX_PROMPT_LENGTH) throw invalidInput(TOO_LONG_PROMPT);
  if (containsBlockedWords(prompt, options)) throw invalidInput(BLOCKED_PROMPT);
  return prompt;
}

export const isPageStyle = (value: unknown): value is PageStyle =>
  typeof value === 'string' && (pageStyles as readonly string[]).includes(value);
export const isDifficulty = (value: unknown): value is Difficulty =>
  typeof value === 'string' && (difficulties as readonly string[]).includes(value);
