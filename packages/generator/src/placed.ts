import type { Rect } from './backdrop';
import type { LineArtEntry } from './line-art-library';
import { type LineArt, placedHead, placedSize } from './line-art-svg';
import { isWholeBody } from './twemoji';

/** A drawing from the library, ready to place. */
export interface SubjectArt {
  entry: LineArtEntry;
  art: LineArt;
}

/** A drawing on the page: where, how big, and what it is there for. */
export interface Placed extends SubjectArt {
  cx: number;
  cy: number;
  /** The ink's longest side, in page pixels. */
  size: number;
  flip: boolean;
  rotate: number;
  role: 'subject' | 'prop' | 'decor' | 'cue';
  /** Drawing order: higher is drawn later, in front. */
  z: number;
  /** Drawn with the page's even line only, never the cartoon style's bold outline. */
  evenLine?: boolean;
}

export const boxOf = (p: Pick<Placed, 'art' | 'size' | 'cx' | 'cy'>): Rect => {
  const { width, height } = placedSize(p.art, p.size);
  return { x: p.cx - width / 2, y: p.cy - height / 2, width, height };
};

export const headOf = (p: Placed) => placedHead(p.art, p);

/**
 * Drawings of a head only (a zebra's head): portraits rather than figures. The fox, the robot,
 * the frog and the others of twemoji.ts WHOLE_BODIES, and the lion, wolf, unicorn and the others
 * of composed-drawings.ts, are drawn whole, so they stand like the other subjects.
 */
const HEADS = new Set([
  // Twemoji's zebra, rhinoceros and eagle are heads, its raccoon and polar bear faces.
  '1F993',
  '1F98F',
  '1F985',
  '1F99D',
  '1F43B-200D-2744-FE0F',
  '1F43A',
  '1F981',
  '1FACE',
  '1F984',
  '1F439',
  '1F43B',
  '1F43C',
  '1F438',
  '1F47D',
]);
export const isHead = (entry: LineArtEntry) =>
  !isWholeBody(entry.hexcode) && (/ face$/.test(entry.name) || HEADS.has(entry.hexcode));

/**
 * A person drawn to the chest, or an animal's head: cut by the bottom edge of the page as a
 * portrait is, rather than standing on the ground.
 */
export const isBust = (entry: LineArtEntry) =>
  (entry.kind === 'fantasy' && !isWholeBody(entry.hexcode)) || isHead(entry);

/** Birds drawn standing or perched: they stand on the ground like everyone else. */
const GROUND_BIRDS =
  /penguin|chicken|rooster|chick|duck|turkey|flamingo|peacock|swan|dodo|goose|owl|parrot|macaw/;

/** Things that float or fly rather than stand. */
export const floats = (entry: LineArtEntry) =>
  (entry.kind === 'flying' && !GROUND_BIRDS.test(entry.name)) ||
  (entry.kind === 'sky' && !/snowman|umbrella/.test(entry.name)) ||
  (entry.kind === 'water' && !/crab|lobster|coral|turtle|seal|shell/.test(entry.name)) ||
  /butterfly|bee|bat|dragon|fairy|angel|balloon|kite|ghost/.test(entry.name);
