import { randomFor } from '@colorbook/generator';
import sharp from 'sharp';

/**
 * Synthetic pictures of dark shapes and busy scenes for the upload tests, made in code so
 * nothing binary is checked in: a teddy-bear silhouette whose inner parts differ only a little
 * in darkness, a black cat photographed on a coloured wall, and a photo full of small clutter
 * around a few big shapes.
 */

/** Where the teddy bear's parts are (a 800 px square picture). */
export const TEDDY = {
  size: 800,
  head: { cx: 400, cy: 250, r: 130 },
  ears: [
    { cx: 290, cy: 140, r: 55 },
    { cx: 510, cy: 140, r: 55 },
  ],
  muzzle: { cx: 400, cy: 300, rx: 60, ry: 45 },
  body: { cx: 400, cy: 540, rx: 170, ry: 190 },
  belly: { cx: 400, cy: 560, rx: 95, ry: 110 },
};

/**
 * A dark teddy-bear silhouette on white, drawn with sharp: nearly black all over, its muzzle,
 * inner ears and belly a few steps lighter, as a shadowed toy photographed against a window.
 */
export async function darkTeddySilhouette(): Promise<Buffer> {
  const { size, head, ears, muzzle, body, belly } = TEDDY;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="#fff"/>
    <g fill="rgb(28,28,28)">
      ${ears.map((e) => `<circle cx="${e.cx}" cy="${e.cy}" r="${e.r}"/>`).join('')}
      <circle cx="${head.cx}" cy="${head.cy}" r="${head.r}"/>
      <ellipse cx="${body.cx}" cy="${body.cy}" rx="${body.rx}" ry="${body.ry}"/>
      <ellipse cx="240" cy="470" rx="55" ry="110" transform="rotate(30 240 470)"/>
      <ellipse cx="560" cy="470" rx="55" ry="110" transform="rotate(-30 560 470)"/>
      <ellipse cx="300" cy="700" rx="80" ry="65"/>
      <ellipse cx="500" cy="700" rx="80" ry="65"/>
    </g>
    <g fill="rgb(58,58,58)">
      ${ears.map((e) => `<circle cx="${e.cx}" cy="${e.cy}" r="${e.r * 0.55}"/>`).join('')}
      <ellipse cx="${muzzle.cx}" cy="${muzzle.cy}" rx="${muzzle.rx}" ry="${muzzle.ry}"/>
      <ellipse cx="${belly.cx}" cy="${belly.cy}" rx="${belly.rx}" ry="${belly.ry}"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).blur(1.2).png().toBuffer();
}

/** A cat's silhouette path in a 800 px square, sitting, facing the viewer. */
const CAT_PATH =
  'M300,720 C250,640 260,520 300,470 C270,420 270,340 300,300 L280,190 L350,250 C380,240 420,240 450,250 L520,190 L500,300 C530,340 530,420 500,470 C560,520 580,640 520,720 Z';

/** Where the black cat's eyes are. */
export const BLACK_CAT = {
  size: 800,
  eyes: [[365, 340] as const, [435, 340] as const],
  chest: [400, 600] as const,
};

/** A black cat photographed on a blue-grey wall: deep black fur, a lighter chest, green eyes. */
export async function blackCatPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <rect width="800" height="800" fill="rgb(150,170,190)"/>
    <rect y="700" width="800" height="100" fill="rgb(190,170,140)"/>
    <path d="${CAT_PATH}" fill="rgb(18,18,20)"/>
    <ellipse cx="400" cy="600" rx="70" ry="90" fill="rgb(27,27,30)"/>
    <ellipse cx="365" cy="340" rx="18" ry="12" fill="rgb(150,190,60)"/>
    <ellipse cx="435" cy="340" rx="18" ry="12" fill="rgb(150,190,60)"/>
  </svg>`;
  const soft = await sharp(Buffer.from(svg)).blur(1.5).removeAlpha().raw().toBuffer();
  const random = randomFor('black cat');
  for (let i = 0; i < soft.length; i++)
    soft[i] = Math.max(0, Math.min(255, (soft[i] as number) + (random() - 0.5) * 10));
  return sharp(soft, { raw: { width: 800, height: 800, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The big shapes in the busy photo, which must survive the clutter around them. */
export const BUSY = {
  size: 800,
  disc: { cx: 260, cy: 300, r: 150 },
  block: { x: 460, y: 380, width: 260, height: 300 },
};

/**
 * A busy photo: a big disc and a big block among hundreds of small, many-coloured specks and
 * blobs (toys on a carpet, leaves on a lawn), with sensor noise.
 */
export async function busyPhoto(): Promise<Buffer> {
  const { size, disc, block } = BUSY;
  const random = randomFor('busy');
  const colour = () =>
    `rgb(${Math.floor(random() * 255)},${Math.floor(random() * 255)},${Math.floor(random() * 255)})`;
  let clutter = '';
  for (let i = 0; i < 500; i++) {
    const x = random() * size;
    const y = random() * size;
    const r = 3 + random() * 14;
    clutter += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * (0.5 + random())).toFixed(1)}" fill="${colour()}"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="rgb(120,140,90)"/>
    ${clutter}
    <circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r}" fill="rgb(230,200,60)"/>
    <rect x="${block.x}" y="${block.y}" width="${block.width}" height="${block.height}" fill="rgb(60,90,200)"/>
  </svg>`;
  const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] as number) + (random() - 0.5) * 16));
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
