/**
 * Chessboard distance from every pixel to the nearest pixel set in `mask` (0 on it, capped at
 * 255), in two chamfer passes with unit weights, which is exact for this metric. Thresholding
 * it dilates (`dist <= r`) or, taken from the background, erodes by any square radius in one
 * go. DOM-free and exported on its own subpath (`@colorbook/canvas/distance`) because the
 * server's page generator closes line-art gaps with the same measure the fill tool uses.
 */
export function chessboardDistance(mask: Uint8Array, width: number, height: number): Uint8Array {
  const dist = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if (mask[i]) continue;
      let d = 255;
      if (x > 0) d = Math.min(d, (dist[i - 1] as number) + 1);
      if (y > 0) {
        const up = i - width;
        d = Math.min(d, (dist[up] as number) + 1);
        if (x > 0) d = Math.min(d, (dist[up - 1] as number) + 1);
        if (x < width - 1) d = Math.min(d, (dist[up + 1] as number) + 1);
      }
      dist[i] = d;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    const row = y * width;
    for (let x = width - 1; x >= 0; x--) {
      const i = row + x;
      let d = dist[i] as number;
      if (d === 0) continue;
      if (x < width - 1) d = Math.min(d, (dist[i + 1] as number) + 1);
      if (y < height - 1) {
        const down = i + width;
        d = Math.min(d, (dist[down] as number) + 1);
        if (x > 0) d = Math.min(d, (dist[down - 1] as number) + 1);
        if (x < width - 1) d = Math.min(d, (dist[down + 1] as number) + 1);
      }
      dist[i] = d;
    }
  }
  return dist;
}
