import { LINE, OPEN, VISITED } from './line-mask';

/** The filled pixels' bounds so far (maxX < 0 while nothing is filled). */
export interface FillBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * fillRegion's grow-back: from the ring of closed pixels touching the region, grows back into the
 * closed band, ring by ring, for `steps` rings, colouring each pixel it enters and widening `box`.
 * Moves never enter another open region, never step from a line pixel back out to a non-line
 * pixel (that would cross the line), and never cut diagonally between two line pixels.
 */
export const growBackFill = (
  work: Uint8Array,
  width: number,
  pixels: Uint32Array,
  value: number,
  ring: { items: Int32Array<ArrayBuffer>; length: number },
  steps: number,
  box: FillBox,
): void => {
  let { minX, minY, maxX, maxY } = box;
  let current = ring.items;
  let count = ring.length;
  let next = new Int32Array(Math.max(4096, count * 2));
  const last = pixels.length;
  for (let step = 1; count > 0; step++) {
    const grow = step < steps;
    let n = 0;
    // Room for every pixel this ring can add: each has at most 8 neighbours.
    if (grow && next.length < count * 8) next = new Int32Array(count * 8);
    for (let k = 0; k < count; k++) {
      const p = current[k] as number;
      const py = (p / width) | 0;
      const px = p - py * width;
      if (px < minX) minX = px;
      if (px > maxX) maxX = px;
      if (py < minY) minY = py;
      if (py > maxY) maxY = py;
      if (!grow) continue;
      const fromLine = ((work[p] as number) & 3) === LINE;
      // Out-of-page neighbours read as visited, so they are skipped.
      const hasL = px > 0;
      const hasR = px < width - 1;
      const hasU = p >= width;
      const hasD = p < last - width;
      const vl = hasL ? (work[p - 1] as number) : VISITED;
      const vr = hasR ? (work[p + 1] as number) : VISITED;
      const vu = hasU ? (work[p - width] as number) : VISITED;
      const vd = hasD ? (work[p + width] as number) : VISITED;
      const lineL = (vl & 3) === LINE;
      const lineR = (vr & 3) === LINE;
      const lineU = (vu & 3) === LINE;
      const lineD = (vd & 3) === LINE;
      for (let dir = 0; dir < 8; dir++) {
        let q: number;
        let v: number;
        switch (dir) {
          case 0:
            q = p - 1;
            v = vl;
            break;
          case 1:
            q = p + 1;
            v = vr;
            break;
          case 2:
            q = p - width;
            v = vu;
            break;
          case 3:
            q = p + width;
            v = vd;
            break;
          case 4:
            if (!hasU || !hasL || (!fromLine && lineU && lineL)) continue;
            q = p - width - 1;
            v = work[q] as number;
            break;
          case 5:
            if (!hasU || !hasR || (!fromLine && lineU && lineR)) continue;
            q = p - width + 1;
            v = work[q] as number;
            break;
          case 6:
            if (!hasD || !hasL || (!fromLine && lineD && lineL)) continue;
            q = p + width - 1;
            v = work[q] as number;
            break;
          default:
            if (!hasD || !hasR || (!fromLine && lineD && lineR)) continue;
            q = p + width + 1;
            v = work[q] as number;
        }
        // Open pixels of other regions and visited pixels are never entered.
        if (v === OPEN || v >= VISITED || (fromLine && v !== LINE)) continue;
        work[q] = v | VISITED;
        pixels[q] = value;
        next[n++] = q;
      }
    }
    if (!grow) break;
    const done = current;
    current = next;
    next = done;
    count = n;
  }
  box.minX = minX;
  box.minY = minY;
  box.maxX = maxX;
  box.maxY = maxY;
};
