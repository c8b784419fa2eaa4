import type { Rect, Stage } from './backdrop';
import type { LineArtEntry } from './line-art-library';
import { placedHead, placedSize } from './line-art-svg';
import { floats, isBust, type Placed, type SubjectArt } from './placed';
import type { RelationKind } from './prompt-reading';
import { between, type Random } from './seeded-random';
import { relativeSize } from './subject-scale';
import { facesViewer, isWholeBody } from './twemoji';
import { WATERING_CAN } from './whole-figures';

/**
 * Subjects that belong together, laid out relative to the anchor's bottom centre (0, 0) with
 * the anchor's longest side 1: "a lion wearing a crown" is the lion with the crown on its head,
 * "a boy riding a horse" the horse with the boy on its back. The page layout then scales and
 * moves each unit as one piece.
 */
interface Member extends SubjectArt {
  dx: number;
  dy: number;
  size: number;
  flip: boolean;
  rotate: number;
  role: Placed['role'];
  z: number;
}

export interface Unit {
  anchor: LineArtEntry;
  members: Member[];
  /** Stands on the ground line (otherwise it floats). */
  grounded: boolean;
  /** Its anchor is a bust, which stands at the bottom edge of the page. */
  bust: boolean;
  box(): Rect;
  scaleTo(anchorSize: number): void;
  scale(k: number): void;
  /** Turned left for right: each member's place and facing mirrored about the anchor. */
  mirror(): void;
  place(dx: number, dy: number, z: number): Placed[];
}

function makeUnit(anchor: Pick<SubjectArt, 'entry'>, members: Member[], stage: Stage): Unit {
  const bust = isBust(anchor.entry);
  const grounded = !bust && stage.ground !== null && !floats(anchor.entry);
  let anchorSize = 1;
  const unit: Unit = {
    anchor: anchor.entry,
    members,
    grounded,
    bust,
    box() {
      let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const m of members) {
        const { width, height } = placedSize(m.art, m.size);
        x0 = Math.min(x0, m.dx - width / 2);
        x1 = Math.max(x1, m.dx + width / 2);
        y0 = Math.min(y0, m.dy - height / 2);
        y1 = Math.max(y1, m.dy + height / 2);
      }
      return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
    },
    scaleTo(size) {
      unit.scale(size / anchorSize);
    },
    scale(k) {
      anchorSize *= k;
      for (const m of members) {
        m.dx *= k;
        m.dy *= k;
        m.size *= k;
      }
    },
    mirror() {
      for (const m of members) {
        m.dx = -m.dx;
        m.flip = !m.flip;
      }
    },
    place(dx, dy, z) {
      return members.map((m) => ({
        entry: m.entry,
        art: m.art,
        cx: m.dx + dx,
        cy: m.dy + dy,
        size: m.size,
        flip: m.flip,
        rotate: m.rotate,
        role: m.role,
        z: z + m.z,
      }));
    },
  };
  return unit;
}

/** A member of `size` (relative to the anchor's 1) centred at (dx, dy). */
const member = (
  subject: SubjectArt,
  dx: number,
  dy: number,
  size: number,
  z: number,
  flip = false,
): Member => ({
  ...subject,
  dx,
  dy,
  size,
  flip,
  rotate: 0,
  role: 'subject',
  z,
});

/** The anchor at size 1, its bottom centre at the origin. */
function anchorAt(subject: SubjectArt, z: number, flip = false): Member {
  const { height } = placedSize(subject.art, 1);
  return member(subject, 0, -height / 2, 1, z, flip);
}

const dims = (subject: SubjectArt, size: number) => placedSize(subject.art, size);

export function singleUnit(subject: SubjectArt, stage: Stage, flip = false): Unit {
  return makeUnit(subject, [anchorAt(subject, 0, flip)], stage);
}

/** Tall things a subject stands under (a tree, an umbrella) rather than things above it in the sky. */
const TALL =
  /tree|palm|umbrella|mushroom|castle|house|tent|lighthouse|cactus|sunflower|carousel|ferris|slide/;
const SKY = /rainbow|moon|sun\b|star|cloud|comet|planet/;
const TREE = /\btree\b|palm/;
/** Animals that climb a tree's trunk rather than stand on its top. */
const CLIMBS_TREES =
  /koala|monkey|sloth|squirrel|chipmunk|orangutan|gorilla|raccoon|leopard|panda|bear|cat\b/;
/** Mountains and hills someone stands on partway up, on the slope. */
const SLOPE = /mountain|volcano|hill/;

/**
 * The two subjects of a relation as one unit. `a` is the one the prompt names first ("a bee"
 * visiting "a flower"); the anchor is whichever the other is placed against.
 */
/** What a placement needs: the two subjects, the side the second goes on, and the stage. */
interface Placing {
  random: Random;
  kind: RelationKind;
  a: SubjectArt;
  b: SubjectArt;
  stage: Stage;
  side: number;
}

/** People and robots standing whole: they carry things in a hand, not between their paws. */
const upright = (entry: LineArtEntry) =>
  entry.kind === 'person' || (entry.kind === 'fantasy' && isWholeBody(entry.hexcode));

/** `main`'s size relative to `other`, kept within [min, max]. */
const rel = (main: SubjectArt, other: SubjectArt, min: number, max: number) =>
  Math.max(min, Math.min(max, relativeSize(main.entry, other.entry)));

function placeWorn({ a, b, stage }: Placing): Unit {
  const anchor = anchorAt(a, 0);
  const A = dims(a, 1);
  const head = placedHead(a.art, { cx: 0, cy: anchor.dy, size: 1 });
  const name = b.entry.name;
  if (/glasses/.test(name)) {
    const s = A.width * 0.55;
    return makeUnit(a, [anchor, member(b, head.x, head.y + A.height * 0.3, s, 1)], stage);
  }
  if (/scarf|necktie/.test(name)) {
    // Round the neck, just under the head.
    const s = A.width * 0.45;
    return makeUnit(a, [anchor, member(b, head.x, head.y + A.height * 0.36, s, 1)], stage);
  }
  // An animal drawn whole has a small head for its size: its hat is sized to the head.
  const s = isBust(a.entry) || a.entry.kind !== 'animal' ? Math.max(0.28, A.width * 0.42) : A.width * 0.24;
  const hat = dims(b, s);
  // Sits on the top of the head, sunk a little into it, as a hat does.
  return makeUnit(a, [anchor, member(b, head.x, head.y - hat.height * 0.08, s, 1)], stage);
}

function placeHeld({ a, b, stage, side }: Placing): Unit {
  const anchor = anchorAt(a, 0);
  const A = dims(a, 1);
  const s = rel(a, b, 0.26, 0.45);
  const B = dims(b, s);
  if (floats(b.entry)) {
    // A balloon or a kite: up beside the holder, tied to it by its string.
    return makeUnit(a, [anchor, member(b, side * A.width * 0.45, -A.height - B.height * 0.1, s, 1)], stage);
  }
  if (/\bbook\b/.test(b.entry.name)) {
    // Read open in front of it, where its hands or paws are: on the side it faces (its head's),
    // at the height of its chest (a portrait's: low, under its face), drawn over its body.
    // Twemoji draws its animals and people facing left; OpenMoji's face where their head is.
    const head = placedHead(a.art, { cx: 0, cy: anchor.dy, size: 1 });
    // One that looks at the viewer (the frog) holds it in the middle.
    const toward = facesViewer(a.entry.hexcode)
      ? 0
      : a.art.source === 'twemoji'
        ? -1
        : Math.sign(head.x) || side;
    const x = toward * A.width * (isBust(a.entry) ? 0.08 : 0.28);
    const y = isBust(a.entry) ? -A.height * 0.2 : -A.height * 0.45;
    return makeUnit(a, [anchor, member(b, x, y, s * 0.85, 1)], stage);
  }
  const can = b.entry.hexcode === WATERING_CAN;
  if (can || upright(a.entry)) {
    // Someone standing carries it at their side, at hand height; a can's spout points away.
    const size = can ? 0.36 : Math.min(s, 0.34);
    const C = dims(b, size);
    const x = side * (A.width * 0.4 + C.width * 0.42);
    return makeUnit(
      a,
      [anchor, member(b, x, -A.height * 0.47 + C.height * 0.3, size, 1, can && side < 0)],
      stage,
    );
  }
  if (isBust(a.entry))
    return makeUnit(a, [anchor, member(b, side * A.width * 0.22, -A.height * 0.3, s, 1)], stage);
  // An animal holds it between its front paws: on the ground, in front of it.
  return makeUnit(a, [anchor, member(b, side * A.width * 0.3, -B.height / 2, s, 1)], stage);
}

function placeRider({ a, b, stage, side }: Placing): Unit {
  const anchor = anchorAt(b, 0);
  const B = dims(b, 1);
  const s = isBust(a.entry) ? 0.55 : rel(b, a, 0.4, 0.62);
  const R = dims(a, s);
  return makeUnit(
    b,
    [anchor, member(a, side * B.width * 0.05, -B.height * 0.55 - R.height / 2, s, 1)],
    stage,
  );
}

function placeOn({ kind, a, b, stage, side }: Placing): Unit {
  const anchor = anchorAt(b, 0);
  const B = dims(b, 1);
  const s = rel(b, a, 0.3, 0.6);
  const head = placedHead(b.art, { cx: 0, cy: anchor.dy, size: 1 });
  if (/\bmoon\b/.test(b.entry.name) && !floats(a.entry)) {
    // Someone on the moon stands in the crescent's hollow (it opens up and to the left), as big
    // as a child would draw them, rather than a speck on its tip.
    const A = dims(a, 0.6);
    return makeUnit(b, [anchor, member(a, B.width * 0.2, -B.height * 0.42 - A.height / 2, 0.6, 1)], stage);
  }
  if (floats(a.entry)) {
    // A bee or a bird at the flower's head, just beside and above it.
    const A = dims(a, s);
    const x = head.x + side * (A.width * 0.45);
    return makeUnit(b, [anchor, member(a, x, head.y - A.height * 0.25, s, 1, side < 0)], stage);
  }
  if (kind === 'visiting') {
    const A = dims(a, s);
    return makeUnit(
      b,
      [anchor, member(a, side * (B.width / 2 + A.width / 2 + 0.03), -A.height / 2, s, 1)],
      stage,
    );
  }
  if (TREE.test(b.entry.name) && CLIMBS_TREES.test(a.entry.name)) {
    // A koala or a monkey in a tree holds on to its trunk under the leaves, not on its top.
    const t = rel(b, a, 0.3, 0.42);
    return makeUnit(b, [anchor, member(a, side * B.width * 0.06, -B.height * 0.4, t, 1)], stage);
  }
  if (SLOPE.test(b.entry.name) && !isBust(a.entry)) {
    // A climber on a mountain stands on its slope, big enough to see, not a speck on the peak.
    const t = rel(b, a, 0.42, 0.5);
    const A = dims(a, t);
    const x = head.x + side * B.width * 0.2;
    return makeUnit(b, [anchor, member(a, x, -B.height * 0.5 - A.height * 0.4, t, 1, side > 0)], stage);
  }
  const A = dims(a, s);
  return makeUnit(b, [anchor, member(a, head.x * 0.5, -B.height * 0.88 - A.height / 2, s, 1)], stage);
}

function placeUnder({ a, b, stage, side }: Placing): Unit {
  if (SKY.test(b.entry.name)) {
    const anchor = anchorAt(a, 1);
    const A = dims(a, 1);
    const s = Math.max(1.05, (A.width * 1.5) / Math.max(dims(b, 1).width, 0.01));
    const B = dims(b, s);
    return makeUnit(a, [anchor, member(b, 0, -A.height * 0.68 - B.height / 2, s, 0)], stage);
  }
  const anchor = anchorAt(b, 0);
  const B = dims(b, 1);
  // The one the prompt is about stays big enough to be the star, however tall the tree.
  const s = rel(b, a, 0.5, TALL.test(b.entry.name) ? 0.62 : 0.7);
  const A = dims(a, s);
  return makeUnit(b, [anchor, member(a, side * B.width * 0.12, -A.height / 2 + 0.02, s, 1)], stage);
}

function placeAbove({ a, b, stage, side }: Placing): Unit {
  const anchor = anchorAt(b, 0);
  const B = dims(b, 1);
  const s = rel(b, a, 0.32, 0.75);
  const A = dims(a, s);
  return makeUnit(b, [anchor, member(a, side * B.width * 0.1, -B.height - 0.06 - A.height / 2, s, 1)], stage);
}

function placeIn({ a, b, stage }: Placing): Unit {
  const anchor = anchorAt(b, 1);
  const B = dims(b, 1);
  const s = Math.min(rel(b, a, 0.4, 0.7), (B.width * 0.7) / Math.max(dims(a, 1).width, 0.01));
  const A = dims(a, s);
  if (b.entry.name === 'hot air balloon') {
    // Standing in the basket: small, feet below its rim, drawn over the rim and the ropes.
    const t = (B.width * 0.34) / Math.max(dims(a, 1).width, 0.01);
    const P = dims(a, t);
    return makeUnit(b, [anchor, member(a, 0, -B.height * 0.13 - P.height / 2, t, 2)], stage);
  }
  if (b.entry.kind === 'vehicle')
    // Behind the car, which hides its lower part: the subject rides in it, looking out.
    return makeUnit(b, [anchor, member(a, 0, -B.height * 0.6 - A.height * 0.3, s, 0)], stage);
  // In a basket or a box: sitting in its opening, drawn over its back half.
  return makeUnit(b, [anchor, member(a, 0, -B.height * 0.45 - A.height / 2, s, 2)], stage);
}

function placeBehindOrInFront({ kind, a, b, stage, side }: Placing): Unit {
  const front = kind === 'behind' ? b : a;
  const rear = kind === 'behind' ? a : b;
  const anchor = anchorAt(rear, 0);
  const R = dims(rear, 1);
  const s = rel(rear, front, 0.45, 0.8);
  const F = dims(front, s);
  return makeUnit(rear, [anchor, member(front, side * R.width * 0.3, -F.height / 2 + 0.03, s, 1)], stage);
}

function placeSideBySide({ random, a, b, stage, side }: Placing): Unit {
  // Side by side on one ground line, close together, each at its believable size; a
  // mother and her young ("a kangaroo and her baby") are the same drawing, one half size.
  const young = a.entry.hexcode === b.entry.hexcode;
  const big = young || relativeSize(a.entry, b.entry) < 1 ? a : b;
  const small = big === a ? b : a;
  const anchor = anchorAt(big, 0);
  const Big = dims(big, 1);
  const s = young ? 0.5 : rel(big, small, 0.34, 1);
  const Small = dims(small, s);
  const gap = between(random, 0.01, 0.06);
  const x = side * (Big.width / 2 + gap + Small.width / 2);
  const y = floats(small.entry) && !floats(big.entry) ? -Big.height * 0.8 : -Small.height / 2;
  return makeUnit(big, [anchor, member(small, x, y, s, 1)], stage);
}

/** How the second subject is placed for each relation; any other stands side by side. */
const PLACEMENTS: Partial<Record<RelationKind, (placing: Placing) => Unit>> = {
  wearing: placeWorn,
  holding: placeHeld,
  riding: placeRider,
  on: placeOn,
  visiting: placeOn,
  under: placeUnder,
  above: placeAbove,
  in: placeIn,
  behind: placeBehindOrInFront,
  'in-front-of': placeBehindOrInFront,
};

export function relationUnit(
  random: Random,
  kind: RelationKind,
  a: SubjectArt,
  b: SubjectArt,
  stage: Stage,
): Unit {
  const side = random() < 0.5 ? -1 : 1;
  const place = PLACEMENTS[kind] ?? placeSideBySide;
  return place({ random, kind, a, b, stage, side });
}

/**
 * A third subject joined to a relation's unit by a second relation ("a cat reading a book under
 * a tree"): the tree stands behind the cat and its book, the rainbow arches over them.
 */
export function combineUnits(
  random: Random,
  kind: RelationKind,
  front: Unit,
  other: Unit,
  stage: Stage,
): Unit {
  const side = random() < 0.5 ? -1 : 1;
  const box = front.box();
  const sky = SKY.test(other.anchor.name);
  const otherBox = other.box();
  if (sky) {
    other.scale(Math.max(1.05, (box.width * 1.5) / otherBox.width));
    const moved = other.box();
    const dy = box.y + box.height * 0.18 - (moved.y + moved.height);
    for (const m of other.members) {
      m.dx -= moved.x + moved.width / 2 - (box.x + box.width / 2);
      m.dy += dy;
      m.z -= 5;
    }
  } else {
    // Tall things behind: the front unit is about 60 % of their height, off to one side.
    other.scale(box.height / 0.6 / otherBox.height);
    const moved = other.box();
    const dx = side * box.width * 0.35 - (moved.x + moved.width / 2);
    const dy = kind === 'behind' ? -box.height * 0.05 : 0;
    for (const m of other.members) {
      m.dx += dx;
      m.dy += dy - (moved.y + moved.height);
      m.z -= 5;
    }
  }
  return makeUnit({ entry: front.anchor }, [...front.members, ...other.members], stage);
}
