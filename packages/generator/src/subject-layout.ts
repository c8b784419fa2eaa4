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
  units.forEach((unit, i) => {
    const box = unit.box();
    const left = x;
    x += box.width + gap - overlap;
    placed.push(...unit.place(left - box.x, verticalOffset(random, stage, unit), i * 10));
  });
  return placed;
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
  let fit = width / total;
  for (const unit of units) fit = Math.min(fit, (roomFor(stage, unit) - 10) / unit.box().height);
  const want = Math.sqrt((share > COVER_AIM[1] ? COVER_AIM[1] : COVER_AIM[0]) / share);
  // A tall, thin figure (someone standing) stops growing at the main subject's largest size.
  const thin = units.every((unit) => unit.box().height > 1.6 * unit.box().width);
  const biggest = Math.max(...units.flatMap((unit) => unit.members.map((m) => m.size)));
  const cap = thin ? Math.min(fit, MAX_MAIN / biggest) : fit;
  const k = share > COVER_AIM[1] ? want : Math.min(want, Math.max(1, cap));
  for (const unit of units) unit.scale(k);
}

/** The height a unit may take: above the ground for standing ones, the page for the others. */
function roomFor(stage: Stage, unit: Unit): number {
  const { area } = stage;
  if (unit.bust) return area.y1 - area.y0 - 70 - BUST_MARGIN;
  if (unit.grounded && stage.ground !== null) return stage.ground - area.y0 - 40;
  return Math.max(300, (stage.ground ?? stage.horizon) - area.y0 - 60);
}

/** How far down to move a unit (its coordinates are relative to its anchor's bottom centre). */
function verticalOffset(random: Random, stage: Stage, unit: Unit): number {
  const { area } = stage;
  const box = unit.box();
  // A portrait stands on the bottom of the drawing area, whole: never cut by the page's edge.
  if (unit.bust) return area.y1 - BUST_MARGIN - (box.y + box.height);
  if (unit.grounded && stage.ground !== null) {
    const bottom = stage.ground + between(random, -6, 14);
    // Keep the top on the page.
    return Math.max(bottom, area.y0 + 30 - box.y);
  }
  const floor = stage.ground ?? stage.horizon;
  const free = floor - area.y0 - box.height;
  const top = area.y0 + Math.max(20, free * between(random, 0.3, 0.6));
  return top - box.y;
}
