import sharp from 'sharp';
import { randomFor } from './seeded-random';

/** Synthetic pictures for the image tests, made in code so nothing binary is checked in. */

/** Where the synthetic photo's shapes are, so tests can look for edges there. */
export const PHOTO_SHAPES = {
  size: 800,
  circle: { cx: 260, cy: 300, r: 140 },
  rect: { x: 470, y: 420, width: 250, height: 260 },
};

/**
 * A "photo": a diagonal gradient, a lighter disc and a darker rectangle, plus sensor-like
 * noise, encoded as JPEG. Its flat areas have texture but no edges.
 */
export async function syntheticPhoto(): Promise<Buffer> {
  const { size, circle, rect } = PHOTO_SHAPES;
  const random = randomFor('photo');
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let value = 90 + ((x + y) / (2 * size)) * 60;
      if ((x - circle.cx) ** 2 + (y - circle.cy) ** 2 < circle.r ** 2) value = 200;
      if (x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height) value = 40;
      const noisy = value + (random() - 0.5) * 16;
      const i = (y * size + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, noisy * 0.9));
      pixels[i + 1] = Math.max(0, Math.min(255, noisy));
      pixels[i + 2] = Math.max(0, Math.min(255, noisy * 1.1));
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A drawn page: black outlines (a house and a sun) on white, with a few stray specks. */
export async function syntheticLineArt(width = 600, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 600">
    <rect width="600" height="600" fill="#fff"/>
    <g fill="none" stroke="#000" stroke-width="8" stroke-linejoin="round">
      <rect x="150" y="300" width="300" height="220"/>
      <path d="M130,310 L300,160 L470,310"/>
      <circle cx="480" cy="110" r="50"/>
    </g>
    <circle cx="60" cy="560" r="2" fill="#000"/><circle cx="540" cy="40" r="1.5" fill="#333"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
