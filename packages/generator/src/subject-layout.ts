import type { Stage } from './backdrop';
import type { Placed, SubjectArt } from './placed';
import type { Difficulty } from './prompt-check';
import type { Relation, RelationKind } from './prompt-reading';
import { combineUnits, relationUnit, singleUnit, type Unit } from './relation-units';
import { between, type Random } from './seeded-random';
import { relativeSize, sizeClass } from './subject-scale';
import { WATERING_CAN } from './whole-figures';

/** The longest side of a lone main subject, by difficulty: easy pages have the biggest shapes. */
const LONE_SIZE: Record<Difficulty, [number, number]> = {
  easy: [600, 700],
  medium: [560, 680],
  hard: [520, 640],
};
const PAGE = 1024;
/** The main subject never gets smaller than this share of the page (longest side). */
const MIN_MAIN = 0.37 * PAGE;
const MAX_MAIN = 0.69 * PAGE;
/** The gap between a portrait's bottom and the drawing area's bottom edge. */
const BUST_MARGIN = 24;

/**
 * Places the prompt's subjects on the stage: the two a relation joins as one unit ("a boy riding
 * a horse"), the others beside it on the same ground line at believable sizes, the whole group
 * sized so the main subject fills 35–70 % of the page and centred with a little seeded play.
 */
export function layoutSubjects(
  random: Random,
  stage: Stage,
  difficulty: Difficulty,
  subjects: SubjectArt[],
  relation: Relation | undefined,
  third?: RelationKind,
  count = 1,
): Placed[] {
  const [low, high] = LONE_SIZE[difficulty];
  const units: Unit[] = [];
  const used = new Set<number>();
  if (relation) {
    const a = subjects[relation.a];
    const b = subjects[relation.b];
    if (a && b) {
      units.push(relationUnit(random, relation.kind, a, b, stage));
      used.add(relation.a);
      used.add(relation.b);
    }
  }
  subjects.forEach((subject, i) => {
    if (used.has(i)) return;
    const lone = singleUnit(subject, stage);
    const joined = units[0];
    // "… under a tree": the third subject joins the relation's unit instead of standing apart.
    if (third && joined && i === 2 && used.size === 2)
      units[0] = combineUnits(random, third, joined, lone, stage);
    else units.push(lone);
  });
  if (units.length === 0) return [];
  // Every unit's anchor is sized against the largest subject, so a mouse stays smaller than a horse.
  const share = units.length === 1 ? 1 : units.length === 2 ? 0.8 : 0.68;
  const base = between(random, low, high) * share;
  const anchors = units.map((unit) => unit.anchor);
  const largest = anchors.reduce((big, entry) => (sizeClass(entry) > sizeClass(big) ? entry : big));
  for (const unit of units) unit.scaleTo(base * relativeSize(largest, unit.anchor));
  // Several of one subject ("a family of bears"): not all alike, the last ones a little smaller.
  if (count > 1)
    units.slice(1, count).forEach((unit, i) => {
      unit.scale(i === count - 2 && count >= 3 ? 0.7 : 0.92);
    });
  const { area } = stage;
  const width = area.x1 - area.x0 - 40;
  // Several of one subject stand well apart, each whole: their outlines never touch.
  const gap = between(random, 10, 40) + (count > 1 ? 40 : 0);
  let total = units.reduce((sum, unit) => sum + unit.box().width, 0) + gap * (units.length - 1);
  // Too wide or too tall: shrink everything, but never the main subject below its minimum.
  let k = Math.min(1, width / total);
  for (const unit of units) {
    const box = unit.box();
    const room = roomFor(stage, unit) - 10;
    if (box.height * k > room) k = room / box.height;
  }
  const biggest = Math.max(...units.flatMap((unit) => unit.members.map((m) => m.size)));
  // A group of several stays side by side, each whole, however small that makes each one.
  if (count <= 1) k = Math.max(k, MIN_MAIN / biggest);
  k = Math.min(k, MAX_MAIN / biggest);
  for (const unit of units) unit.scale(k);
  coverDrawingArea(stage, units, width, gap);
  total = units.reduce((sum, unit) => sum + unit.box().width, 0) + gap * (units.length - 1);
  // Units that still do not fit side by side overlap a little instead.
  const overlap = total > width && units.length > 1 ? (total - width) / (units.length - 1) : 0;
  if (random() < 0.5) units.reverse();
  pourToward(units);
  const spread = Math.max(0, (width - Math.min(total, width)) / 2);
  let x = area.x0 + 20 + spread + between(random, -spread, spread) * 0.6;
  const placed: Placed[] = [];
  const tall = standsTall(units);
  units.forEach((unit, i) => {
    const box = unit.box();
    const left = x;
    x += box.width + gap - overlap;
    placed.push(...unit.place(left - box.x, verticalOffset(random, stage, unit, tall), i * 10));
  });
  // Grown to the page's height, a tall figure's bold outline would fill the gap between its
  // legs solid black: it keeps the page's even line.
  return tall ? placed.map((p) => ({ ...p, evenLine: true })) : placed;
}

/** A watering can pours toward what stands beside its holder: its unit turns to face them. */
function pourToward(units: Unit[]) {
  units.forEach((unit, i) => {
    const can = unit.members.find((m) => m.entry.hexcode === WATERING_CAN);
    if (!can || units.length < 2) return;
    if (Math.sign(can.dx) !== (i < units.length - 1 ? 1 : -1)) unit.mirror();
  });
}

/**
 * What the prompt names covers this share of the drawing area: the main subject's unit (with
 * what a relation joins to it: the cat in its balloon), the copies of a counted subject and
 * the companions beside it, each unit's box counted once.
 */
export const COVER: [number, number] = [0.25, 0.6];
/** Aimed a little inside that range, so a ground line's play never leaves it. */
const COVER_AIM: [number, number] = [0.27, 0.56];

const coverOf = (units: Unit[]) => units.reduce((sum, unit) => sum + unit.box().width * unit.box().height, 0);

/**
 * Sizes everything so the subjects cover 25–60 % of the drawing area: a long, low race car
 * sized by its longest side alone would cover a fifth. Growing stops where the units would no
 * longer fit side by side or under the sky.
 */
function coverDrawingArea(stage: Stage, units: Unit[], width: number, gap: number) {
  const { area } = stage;
  const drawing = (area.x1 - area.x0) * (area.y1 - area.y0);
  const share = coverOf(units) / drawing;
  if (share <= 0 || (share >= COVER_AIM[0] && share <= COVER_AIM[1])) return;
  const total = units.reduce((sum, unit) => sum + unit.box().width, 0) + gap * (units.length - 1);
  const tall = standsTall(units);
  let fit = width / total;
  for (const unit of units) fit = Math.min(fit, (roomFor(stage, unit, tall) - 10) / unit.box().height);
  const want = Math.sqrt((share > COVER_AIM[1] ? COVER_AIM[1] : COVER_AIM[0]) / share);
  // Several thin figures (people standing side by side) stop growing at the main subject's
  // largest size; a lone one grows to the height it may take, in the foreground (0056).
  const thin = !tall && units.every((unit) => unit.box().height > 1.6 * unit.box().width);
  const biggest = Math.max(...units.flatMap((unit) => unit.members.map((m) => m.size)));
  const cap = thin ? Math.min(fit, MAX_MAIN / biggest) : fit;
  const k = share > COVER_AIM[1] ? want : Math.min(want, Math.max(1, cap));
  for (const unit of units) unit.scale(k);
}

/**
 * A lone subject much taller than wide (a doctor, a grandmother, a prince standing, a tulip):
 * at the main subject's usual largest size it covers only a sixth of the drawing area.
 */
const standsTall = (units: Unit[]) =>
  units.length === 1 && units.every((unit) => !unit.bust && unit.box().height > 1.6 * unit.box().width);

/** The room kept between a tall lone figure and the drawing area's top and bottom edges. */
const TALL_MARGIN = 44;

/**
 * The height a unit may take: above the ground for standing ones, the page for the others and
 * for a tall lone figure, which may stand in the foreground, below the ground line.
 */
function roomFor(stage: Stage, unit: Unit, tall = false): number {
  const { area } = stage;
  if (unit.bust) return area.y1 - area.y0 - 70 - BUST_MARGIN;
  if (tall) return area.y1 - area.y0 - 2 * TALL_MARGIN;
  if (unit.grounded && stage.ground !== null) return stage.ground - area.y0 - 40;
  return Math.max(300, (stage.ground ?? stage.horizon) - area.y0 - 60);
}

/** How far down to move a unit (its coordinates are relative to its anchor's bottom centre). */
function verticalOffset(random: Random, stage: Stage, unit: Unit, tall: boolean): number {
  const { area } = stage;
  const box = unit.box();
  const margin = tall ? TALL_MARGIN : 30;
  // A portrait stands on the bottom of the drawing area, whole: never cut by the page's edge.
  if (unit.bust) return area.y1 - BUST_MARGIN - (box.y + box.height);
  if (unit.grounded && stage.ground !== null) {
    const bottom = stage.ground + between(random, -6, 14);
    // Keep the top on the page, and a tall lone figure's feet off its bottom edge.
    return Math.min(Math.max(bottom, area.y0 + margin - box.y), area.y1 - TALL_MARGIN - (box.y + box.height));
  }
  const floor = stage.ground ?? stage.horizon;
  const free = floor - area.y0 - box.height;
  // A tall lone figure in the air may reach below the horizon, never off the page.
  const top = Math.min(
    area.y0 + Math.max(tall ? margin : 20, free * between(random, 0.3, 0.6)),
    area.y1 - TALL_MARGIN - box.height,
  );
  return top - box.y;
}
