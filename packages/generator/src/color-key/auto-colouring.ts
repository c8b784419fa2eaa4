import type { ColorKey } from '@colorbook/contract';
import { type Random, seededRandom } from '../seeded-random';
import { deltaE } from './colour-space';
import { NAMED_COLOURS, type NamedColour } from './named-colours';
import { KEY_PAGE_SIZE, type KeyedRegion, type PageRegions } from './page-regions';

const MAX_COLOURS = 24;
/** Fewer swatches than this would make colour by number a guessing game of shades. */
const MIN_COLOURS = 3;
/** About this many regions per colour, so a busy page gets more swatches than a simple one. */
const REGIONS_PER_COLOUR = 3;
/** A region this big (share of the page) can be sky or ground; a smaller one is a thing. */
const LANDSCAPE_SHARE = 0.02;
/** A region this big is the backdrop: a light colour lets the subject stand out. */
const BACKDROP_SHARE = 0.25;
/** Regions this big (share of the page) lean to light colours. */
const BIG_SHARE = 0.05;
/** Colours at least this light (L*) suit a backdrop. */
const LIGHT = 85;

type RegionRole = 'sky' | 'ground' | 'backdrop' | 'thing';

/** Sky high and wide, ground low and wide, the biggest region the backdrop, the rest things. */
export function roleOf(region: KeyedRegion): RegionRole {
  const size = KEY_PAGE_SIZE;
  const share = region.area / (size * size);
  if (share >= LANDSCAPE_SHARE && region.bottom > size * 0.8 && region.cy > size * 0.6) return 'ground';
  if (share >= LANDSCAPE_SHARE && region.top < size * 0.3 && region.cy < size * 0.55) return 'sky';
  if (share >= BACKDROP_SHARE) return 'backdrop';
  return 'thing';
}

/**
 * How well a colour suits a region: the sky blue, the ground green or brown, a backdrop light;
 * big areas lean to lighter colours (a page of dark expanses looks heavy and hides the lines).
 */
function suitability(role: RegionRole, region: KeyedRegion, colour: NamedColour): number {
  const low = region.cy > KEY_PAGE_SIZE * 0.6;
  const landColour = colour.role === 'green' || colour.role === 'earth';
  const share = region.area / (KEY_PAGE_SIZE * KEY_PAGE_SIZE);
  const lightness = share >= BIG_SHARE ? Math.max(-1, Math.min(1, (colour.lab[0] - 70) / 20)) : 0;
  switch (role) {
    case 'sky':
      return (colour.role === 'sky' ? 3 : 0) + lightness;
    case 'ground':
      return (landColour ? 3 : 0) + lightness;
    case 'backdrop':
      return (colour.lab[0] >= LIGHT ? 2 : 0) + lightness;
    default:
      // Keep the sky's blues for high places and the land's colours for low ones.
      if (colour.role === 'sky') return (low ? -1 : 0) + lightness;
      return (landColour ? (low ? 0.5 : -0.5) : 0) + lightness;
  }
}

/**
 * The palette grows by the named colour farthest (in Lab) from those already in it, give or take
 * a seeded jitter: swatches a child can tell apart, all from one crayon family.
 */
function farthest(pool: NamedColour[], chosen: NamedColour[], random: Random): NamedColour | undefined {
  let best: NamedColour | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const colour of pool) {
    if (chosen.includes(colour)) continue;
    const gap = chosen.length ? Math.min(...chosen.map((c) => deltaE(c.lab, colour.lab))) : 0;
    const score = gap + random() * 8;
    if (score > bestScore) {
      bestScore = score;
      best = colour;
    }
  }
  return best;
}

function startingPalette(roles: RegionRole[], size: number, random: Random): NamedColour[] {
  const chosen: NamedColour[] = [];
  const add = (colour: NamedColour | undefined) => {
    if (colour && !chosen.includes(colour) && chosen.length < size) chosen.push(colour);
  };
  const withRole = (test: (colour: NamedColour) => boolean) => NAMED_COLOURS.filter(test);
  const pickOf = (colours: NamedColour[]) => colours[Math.floor(random() * colours.length)];
  const skies = withRole((c) => c.role === 'sky');
  // Two skies (a band of sky over a sea) that touch need two blues.
  for (let n = 0; n < Math.min(2, roles.filter((role) => role === 'sky').length); n++)
    add(pickOf(skies.filter((c) => !chosen.includes(c))));
  if (roles.includes('ground')) {
    add(pickOf(withRole((c) => c.role === 'green')));
    add(pickOf(withRole((c) => c.role === 'earth')));
  }
  if (roles.includes('backdrop')) add(pickOf(withRole((c) => c.lab[0] >= LIGHT && c.role !== 'sky')));
  while (chosen.length < size) {
    const next = farthest([...NAMED_COLOURS], chosen, random);
    if (!next) break;
    chosen.push(next);
  }
  return chosen;
}

/**
 * An automatic colouring of a page's regions (for pages drawn by a provider, line-art uploads,
 * and any page whose maker knows no colours): a harmonious palette, colours given largest
 * region first by position (sky high, ground low, a light backdrop) and balance, neighbours
 * always different while the palette has room. Deterministic for a seed.
 */
export function autoColouring(page: PageRegions, seed: number): ColorKey {
  const random = seededRandom(seed);
  const { regions, neighbours } = page;
  const roles = regions.map(roleOf);
  const size = Math.max(MIN_COLOURS, Math.min(MAX_COLOURS, Math.ceil(regions.length / REGIONS_PER_COLOUR)));
  const palette = startingPalette(roles, size, random);
  const colourOf = new Int32Array(regions.length).fill(-1);
  const usage: number[] = palette.map(() => 0);
  regions.forEach((region, k) => {
    const taken = new Set<number>();
    for (const n of neighbours[k] ?? []) if ((colourOf[n] as number) >= 0) taken.add(colourOf[n] as number);
    let candidates = palette.map((_, c) => c).filter((c) => !taken.has(c));
    if (candidates.length === 0 && palette.length < MAX_COLOURS) {
      const extra = farthest([...NAMED_COLOURS], palette, random);
      if (extra) {
        palette.push(extra);
        usage.push(0);
        candidates = [palette.length - 1];
      }
    }
    // A region touching every colour of a full palette takes the one fewest neighbours have.
    if (candidates.length === 0) candidates = palette.map((_, c) => c);
    const expected = Math.max(1, regions.length / palette.length);
    let best = candidates[0] as number;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const c of candidates) {
      const clashes = (neighbours[k] ?? []).filter((n) => colourOf[n] === c).length;
      const score =
        suitability(roles[k] as RegionRole, region, palette[c] as NamedColour) -
        (usage[c] as number) / expected -
        clashes * 10 +
        random() * 0.3;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    colourOf[k] = best;
    usage[best] = (usage[best] as number) + 1;
  });
  // Only colours some region uses, in the order regions first use them.
  const order = new Map<number, number>();
  for (const c of colourOf) if (!order.has(c)) order.set(c, order.size);
  const used = [...order.keys()].map((c) => palette[c] as NamedColour);
  if (used.length === 0) used.push(palette[0] ?? (NAMED_COLOURS[0] as NamedColour));
  return {
    palette: used.map((colour) => colour.hex),
    names: used.map((colour) => colour.name),
    regions: regions.map((region, k) => ({
      x: region.x,
      y: region.y,
      c: order.get(colourOf[k] as number) ?? 0,
    })),
  };
}
