import type { Rect } from './backdrop';
import type { PagePart } from './page-composition';

/**
 * Reads a composed page's parts (which drawings, where) and says whether it shows what a prompt
 * asks: both subjects, standing to each other as the relation says, or the action visible. The
 * relation test runs it over the relation set; it returns null when the page is right, or why not.
 */
export interface ExpectedComposition {
  a: string;
  b?: string;
  relation?: string;
  action?: string;
}

const PAGE = 1024;
const centre = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
const bottom = (r: Rect) => r.y + r.height;
const gap = (p: Rect, q: Rect) => {
  const dx = Math.max(0, q.x - (p.x + p.width), p.x - (q.x + q.width));
  const dy = Math.max(0, q.y - (p.y + p.height), p.y - (q.y + q.height));
  return Math.hypot(dx, dy);
};
const overlapArea = (p: Rect, q: Rect) =>
  Math.max(0, Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x)) *
  Math.max(0, Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y));
const within = (x: number, r: Rect, slack = 0) => x >= r.x - slack && x <= r.x + r.width + slack;

export function checkComposition(parts: PagePart[], expected: ExpectedComposition): string | null {
  const subjects = parts.filter((part) => part.role === 'subject');
  const find = (pattern: string, not?: PagePart) =>
    subjects.find((part) => part !== not && new RegExp(pattern, 'i').test(part.name));
  const a = find(expected.a);
  if (!a) return `no ${expected.a} among ${subjects.map((s) => s.name).join(', ') || 'nothing'}`;
  if (expected.action) {
    if (expected.action === 'reading') {
      const book = find('book', a);
      if (!book) return 'nothing to read';
      // Open, in front of the reader where its hands or paws are: over its body, at chest height.
      const [A, B] = [a.box, book.box];
      const cy = centre(B).y;
      return book.name === 'open book' &&
        within(centre(B).x, A) &&
        overlapArea(A, B) >= 0.5 * B.width * B.height &&
        cy >= A.y + A.height * 0.25 &&
        cy <= A.y + A.height * 0.85
        ? null
        : `the ${book.name} is not open in ${a.name}'s hands`;
    }
    return parts.some((part) => part.role === 'cue') ? null : `nothing shows ${expected.action}`;
  }
  if (!expected.b) return null;
  const b = find(expected.b, a);
  if (!b) return `no ${expected.b} among ${subjects.map((s) => s.name).join(', ')}`;
  const [A, B] = [a.box, b.box];
  const [ca, cb] = [centre(A), centre(B)];
  const ok = (test: boolean, why: string) => (test ? null : why);
  switch (expected.relation) {
    case 'wearing':
      return ok(
        within(cb.x, A) && cb.y < A.y + A.height * 0.45 && cb.y > A.y - B.height && B.width < A.width,
        `${b.name} is not on ${a.name}'s head`,
      );
    case 'holding':
      return ok(
        gap(A, B) < 0.04 * PAGE && B.width * B.height < A.width * A.height,
        `${a.name} does not hold ${b.name}`,
      );
    case 'riding':
      return ok(
        within(ca.x, B) && bottom(A) >= B.y && bottom(A) <= B.y + B.height * 0.8,
        `${a.name} is not on ${b.name}'s back`,
      );
    case 'on':
      return ok(
        within(ca.x, B, B.width * 0.2) &&
          bottom(A) >= B.y - B.height * 0.15 &&
          bottom(A) <= B.y + B.height * 0.6,
        `${a.name} is not on ${b.name}`,
      );
    case 'under':
      return ok(cb.y < ca.y && (within(ca.x, B) || within(cb.x, A)), `${a.name} is not under ${b.name}`);
    case 'above':
      return ok(
        ca.y < cb.y && bottom(A) <= B.y + B.height * 0.35 && within(ca.x, B, A.width),
        `${a.name} is not above ${b.name}`,
      );
    case 'in':
      return ok(
        within(ca.x, B) && overlapArea(A, B) >= 0.2 * A.width * A.height,
        `${a.name} is not in ${b.name}`,
      );
    case 'visiting':
      return ok(gap(A, B) <= 0.06 * PAGE, `${a.name} is far from ${b.name}`);
    case 'behind':
    case 'in-front-of':
      return ok(gap(A, B) <= 0.05 * PAGE, `${a.name} is not by ${b.name}`);
    default:
      // Next to: side by side on one ground line, close together.
      return ok(
        Math.abs(bottom(A) - bottom(B)) <= 0.08 * PAGE &&
          gap(A, B) <= 0.15 * PAGE &&
          Math.abs(ca.x - cb.x) >= 0.25 * Math.min(A.width, B.width),
        `${a.name} is not next to ${b.name}`,
      );
  }
}
