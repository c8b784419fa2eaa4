/**
 * The outline of a 0/1 mask as SVG path data, so a drawing's silhouette stays vector and prints
 * sharp at any size. The boundary is followed along pixel edges (set pixels on the right-hand
 * side), simplified with Ramer–Douglas–Peucker and drawn as quadratic curves through the
 * midpoints of the simplified polygon, which rounds off the pixel steps.
 */

type Point = [number, number];

/** Closed boundary loops of the set pixels, as polygons of pixel-corner points. */
export function traceLoops(mask: Uint8Array, width: number, height: number): Point[][] {
  const stride = width + 1;
  // Each corner has at most two outgoing boundary edges (two at a diagonal touch).
  const outA = new Int32Array(stride * (height + 1)).fill(-1);
  const outB = new Int32Array(stride * (height + 1)).fill(-1);
  const add = (from: number, to: number) => {
    if (outA[from] === -1) outA[from] = to;
    else outB[from] = to;
  };
  const set = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && mask[y * width + x] === 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!set(x, y)) continue;
      const tl = y * stride + x;
      if (!set(x, y - 1)) add(tl, tl + 1);
      if (!set(x + 1, y)) add(tl + 1, tl + 1 + stride);
      if (!set(x, y + 1)) add(tl + 1 + stride, tl + stride);
      if (!set(x - 1, y)) add(tl + stride, tl);
    }
  }
  const direction = (from: number, to: number) => {
    const d = to - from;
    return d === 1 ? 0 : d === stride ? 1 : d === -1 ? 2 : 3;
  };
  const take = (v: number, incoming: number): number => {
    const a = outA[v] as number;
    const b = outB[v] as number;
    if (b === -1) {
      outA[v] = -1;
      return a;
    }
    // A diagonal touch: turn right, towards the pixel just walked along, so each 4-connected
    // piece gets its own loop.
    const right = (incoming + 1) % 4;
    if (direction(v, a) === right) {
      outA[v] = b;
      outB[v] = -1;
      return a;
    }
    outB[v] = -1;
    return b;
  };
  const loops: Point[][] = [];
  for (let start = 0; start < outA.length; start++) {
    if (outA[start] === -1 || outB[start] !== -1) continue;
    const loop: Point[] = [];
    let v = start;
    let incoming = -1;
    do {
      const next = take(v, incoming);
      if (next === -1) break;
      const dir = direction(v, next);
      // Only corners matter: points along a straight run add nothing.
      if (dir !== incoming) loop.push([v % stride, Math.floor(v / stride)]);
      incoming = dir;
      v = next;
    } while (v !== start);
    if (loop.length >= 3) loops.push(loop);
  }
  return loops;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

function simplifyOpen(points: Point[], epsilon: number): Point[] {
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop() as [number, number];
    let worst = -1;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(points[i] as Point, points[first] as Point, points[last] as Point);
      if (d > worst) {
        worst = d;
        index = i;
      }
    }
    if (worst > epsilon) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** A closed polygon simplified: split at the point farthest from the first, each half RDP'd. */
export function simplifyLoop(loop: Point[], epsilon: number): Point[] {
  if (loop.length < 4) return loop;
  const first = loop[0] as Point;
  let far = 0;
  let farthest = -1;
  loop.forEach((p, i) => {
    const d = Math.hypot(p[0] - first[0], p[1] - first[1]);
    if (d > farthest) {
      farthest = d;
      far = i;
    }
  });
  const a = simplifyOpen(loop.slice(0, far + 1), epsilon);
  const b = simplifyOpen([...loop.slice(far), first], epsilon);
  return [...a.slice(0, -1), ...b.slice(0, -1)];
}

const f = (n: number) => Number(n.toFixed(2));

/**
 * Path data for the mask's outline, in units of `1 / scale` mask pixels (so a mask rendered at
 * `scale` pixels per drawing unit gives drawing units). Loops smaller than `minArea` mask pixels
 * are dropped: specks would only be dots of ink.
 */
export function outlinePath(
  mask: Uint8Array,
  width: number,
  height: number,
  scale = 1,
  minArea = 12,
): string {
  let d = '';
  for (const raw of traceLoops(mask, width, height)) {
    let area = 0;
    for (let i = 0; i < raw.length; i++) {
      const [x0, y0] = raw[i] as Point;
      const [x1, y1] = raw[(i + 1) % raw.length] as Point;
      area += x0 * y1 - x1 * y0;
    }
    if (Math.abs(area) / 2 < minArea) continue;
    const loop = simplifyLoop(raw, 0.75);
    const n = loop.length;
    if (n < 3) continue;
    const mid = (i: number): Point => {
      const p = loop[i % n] as Point;
      const q = loop[(i + 1) % n] as Point;
      return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    };
    const start = mid(0);
    d += `M${f(start[0] / scale)},${f(start[1] / scale)}`;
    for (let i = 1; i <= n; i++) {
      const corner = loop[i % n] as Point;
      const end = mid(i);
      d += `Q${f(corner[0] / scale)},${f(corner[1] / scale)} ${f(end[0] / scale)},${f(end[1] / scale)}`;
    }
    d += 'Z';
  }
  return d;
}
