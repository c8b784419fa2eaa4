/**
 * Chessboard distance from every pixel to the nearest pixel set in `mask` (0 on it, capped at
 * 255), in two chamfer passes with unit weights, which is exact for this metric. Thresholding
 * it dilates (`dist <= r`) or, taken from the background, erodes by any square radius in one
 * go. DOM-free and exported on its own subpath (`@colorbook/canvas/distance`) because the
 * server's page generator closes line-art gaps with the same measure the fill tool uses.
 */
export function chessboardDistance(mask: Uint8Array, width: number, height: number): Uint8Array {
  const dist = new Uint8Array(mask.length);
  // Branches instead of Math.min and border columns handled outside the inner loop: this runs
  // on every page a child opens (region labelling), so it is kept tight.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const end = row + width - 1;
    for (let i = row; i <= end; i++) {
      if (mask[i]) continue;
      let d = 255;
      if (i > row) {
        const l = (dist[i - 1] as number) + 1;
        if (l < d) d = l;
      }
      if (y > 0) {
        const up = i - width;
        let u = dist[up] as number;
        if (i > row && (dist[up - 1] as number) < u) u = dist[up - 1] as number;
        if (i < end && (dist[up + 1] as number) < u) u = dist[up + 1] as number;
        if (u + 1 < d) d = u + 1;
      }
      dist[i] = d;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    const row = y * width;
    const end = row + width - 1;
    for (let i = end; i >= row; i--) {
      let d = dist[i] as number;
      if (d === 0) continue;
      if (i < end) {
        const r = (dist[i + 1] as number) + 1;
        if (r < d) d = r;
      }
      if (y < height - 1) {
        const down = i + width;
        let u = dist[down] as number;
        if (i > row && (dist[down - 1] as number) < u) u = dist[down - 1] as number;
        if (i < end && (dist[down + 1] as number) < u) u = dist[down + 1] as number;
        if (u + 1 < d) d = u + 1;
      }
      dist[i] = d;
    }
  }
  return dist;
}
