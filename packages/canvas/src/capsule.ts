/**
 * One straight piece of a stroke with round caps, as the rasterisers walk it: the pixel box it
 * may reach (clipped to the page) and what a pixel's distance to the piece needs.
 */
export interface Capsule {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly dx: number;
  readonly dy: number;
  /** 1 / the piece's squared length (0 for a dot). */
  readonly inverse: number;
  /** Radius plus the half pixel of soft edge. */
  readonly reach: number;
  readonly outerSq: number;
  /** The most a pixel is covered: a line thinner than a pixel covers each pixel partly at most. */
  readonly peak: number;
}

/** The capsule from (ax, ay) to (bx, by) on a `size`² page, or null when it misses the page. */
export const capsuleShape = (
  ax: number,
  ay: number,
  bx: number,
  by: number,
  radius: number,
  size: number,
): Capsule | null => {
  const reach = radius + 0.5;
  const left = Math.max(0, Math.floor(Math.min(ax, bx) - reach));
  const top = Math.max(0, Math.floor(Math.min(ay, by) - reach));
  const right = Math.min(size, Math.ceil(Math.max(ax, bx) + reach));
  const bottom = Math.min(size, Math.ceil(Math.max(ay, by) + reach));
  if (left >= right || top >= bottom) return null;
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy;
  return {
    left,
    top,
    right,
    bottom,
    dx,
    dy,
    inverse: lengthSq > 0 ? 1 / lengthSq : 0,
    reach,
    outerSq: reach * reach,
    peak: Math.min(1, 2 * radius),
  };
};
