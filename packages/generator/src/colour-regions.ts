import { seededRandom } from './seeded-random';

/**
 * A photo split into a few colourable regions, by colour rather than by brightness alone: a
 * red disc on a grey of the same brightness is as different as black on white here. Pixels are
 * compared in CIE Lab, where distance follows what people see. The steps:
 *   1. k-means in Lab puts every pixel into one of a few colour groups;
 *   2. a majority filter smooths the ragged borders that noise leaves;
 *   3. connected groups become regions; regions too small to colour are merged into the
 *      neighbour they share most border with, and neighbours whose shared border shows no real
 *      edge in the smoothed photo (a gradient split into bands, shading) are merged too.
 * Because outlines are region borders, every outline is closed by construction.
 */

export interface LabImage {
  width: number;
  height: number;
  /** L, a, b interleaved, one triple per pixel. */
  lab: Float32Array;
}

const SRGB_TO_LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** RGB bytes (3 per pixel) to Lab (D65). */
export function toLab(rgb: Uint8Array | Buffer, width: number, height: number): LabImage {
  const lab = new Float32Array(width * height * 3);
  for (let i = 0, j = 0; j < lab.length; i += 3, j += 3) {
    const r = SRGB_TO_LINEAR[rgb[i] as number] as number;
    const g = SRGB_TO_LINEAR[rgb[i + 1] as number] as number;
    const b = SRGB_TO_LINEAR[rgb[i + 2] as number] as number;
    const fx = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const fy = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const fz = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    lab[j] = 116 * fy - 16;
    lab[j + 1] = 500 * (fx - fy);
    lab[j + 2] = 200 * (fy - fz);
  }
  return { width, height, lab };
}

const distance2 = (lab: Float32Array, i: number, c: Float32Array, k: number) => {
  const dl = (lab[i] as number) - (c[k] as number);
  const da = (lab[i + 1] as number) - (c[k + 1] as number);
  const db = (lab[i + 2] as number) - (c[k + 2] as number);
  return dl * dl + da * da + db * db;
};

/** k-means (k-means++ start, fixed seed so a photo always gives the same page). */
export function colourGroups(image: LabImage, k: number): Uint8Array {
  const { lab } = image;
  const count = lab.length / 3;
  const random = seededRandom(count);
  const sampleStep = Math.max(1, Math.floor(count / 20_000));
  const samples: number[] = [];
  for (let p = 0; p < count; p += sampleStep) samples.push(p * 3);
  const centres = new Float32Array(k * 3);
  const first = samples[Math.floor(random() * samples.length)] as number;
  centres.set(lab.subarray(first, first + 3), 0);
  const nearest = new Float32Array(samples.length).fill(Number.POSITIVE_INFINITY);
  for (let c = 1; c < k; c++) {
    let total = 0;
    for (let s = 0; s < samples.length; s++) {
      const d = distance2(lab, samples[s] as number, centres, (c - 1) * 3);
      if (d < (nearest[s] as number)) nearest[s] = d;
      total += nearest[s] as number;
    }
    let pick = random() * total;
    let chosen = samples[samples.length - 1] as number;
    for (let s = 0; s < samples.length; s++) {
      pick -= nearest[s] as number;
      if (pick <= 0) {
        chosen = samples[s] as number;
        break;
      }
    }
    centres.set(lab.subarray(chosen, chosen + 3), c * 3);
  }
  const assign = (i: number) => {
    const l = lab[i] as number;
    const a = lab[i + 1] as number;
    const b = lab[i + 2] as number;
    let best = 0;
    let bestD = Number.POSITIVE_INFINITY;
    for (let c = 0, o = 0; c < k; c++, o += 3) {
      const dl = l - (centres[o] as number);
      const da = a - (centres[o + 1] as number);
      const db = b - (centres[o + 2] as number);
      const d = dl * dl + da * da + db * db;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    return best;
  };
  for (let iteration = 0; iteration < 10; iteration++) {
    const sums = new Float64Array(k * 4);
    for (const i of samples) {
      const c = assign(i) * 4;
      sums[c] = (sums[c] as number) + (lab[i] as number);
      sums[c + 1] = (sums[c + 1] as number) + (lab[i + 1] as number);
      sums[c + 2] = (sums[c + 2] as number) + (lab[i + 2] as number);
      sums[c + 3] = (sums[c + 3] as number) + 1;
    }
    for (let c = 0; c < k; c++) {
      const n = sums[c * 4 + 3] as number;
      if (n === 0) continue;
      for (let ch = 0; ch < 3; ch++) centres[c * 3 + ch] = (sums[c * 4 + ch] as number) / n;
    }
  }
  const groups = new Uint8Array(count);
  for (let p = 0; p < count; p++) groups[p] = assign(p * 3);
  return groups;
}

/** 3×3 majority filter: a pixel takes the group most of its neighbours have. */
export function majorityFilter(groups: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(groups);
  const votes = new Uint8Array(256);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const own = groups[i];
      // Inside a flat area (most pixels) there is nothing to vote on.
      if (
        groups[i - 1] === own &&
        groups[i + 1] === own &&
        groups[i - width] === own &&
        groups[i + width] === own
      )
        continue;
      let best = own as number;
      let bestVotes = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const g = groups[(y + dy) * width + x + dx] as number;
          votes[g] = (votes[g] as number) + 1;
          if ((votes[g] as number) > bestVotes) {
            bestVotes = votes[g] as number;
            best = g;
          }
        }
      }
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) votes[groups[(y + dy) * width + x + dx] as number] = 0;
      if (bestVotes >= 5) out[y * width + x] = best;
    }
  }
  return out;
}

/** 4-connected components of equal groups: a region number per pixel, counted from 0. */
export function connectedRegions(groups: Uint8Array, width: number) {
  const labels = new Int32Array(groups.length).fill(-1);
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== -1) continue;
    const g = groups[start];
    labels[start] = next;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop() as number;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= labels.length || labels[j] !== -1 || groups[j] !== g) continue;
        labels[j] = next;
        stack.push(j);
      }
    }
    next++;
  }
  return { labels, count: next };
}
