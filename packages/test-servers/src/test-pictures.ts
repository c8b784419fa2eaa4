import { randomFor } from '@colorbook/generator';
import sharp from 'sharp';

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

/** Where the synthetic rose is: a flower of this radius at the centre of a square photo. */
export const ROSE = { size: 800, cx: 400, cy: 380, r: 200 };

/**
 * A soft, low-contrast "rose": pink petals on a pink-beige background of nearly the same
 * brightness, a green leaf, out-of-focus edges and sensor noise, as a phone photo of a flower
 * often is. Grey-only edge finding sees almost nothing here.
 */
export async function syntheticRose(): Promise<Buffer> {
  const { size, cx, cy, r } = ROSE;
  const petals = Array.from({ length: 7 }, (_, k) => {
    const angle = (k / 7) * Math.PI * 2;
    return `<circle cx="${cx + Math.cos(angle) * r * 0.45}" cy="${cy + Math.sin(angle) * r * 0.45}" r="${r * 0.55}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="rgb(214,196,190)"/>
    <ellipse cx="${cx + 210}" cy="${cy + 250}" rx="150" ry="60" transform="rotate(-30 ${cx + 210} ${cy + 250})" fill="rgb(150,185,140)"/>
    <g fill="rgb(232,170,180)">${petals}</g>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="rgb(222,150,165)"/>
    <path d="M${cx - 40},${cy} a40,40 0 1,1 80,0 a30,30 0 1,1 -60,0" fill="none" stroke="rgb(200,128,146)" stroke-width="10"/>
  </svg>`;
  const soft = await sharp(Buffer.from(svg)).blur(3).removeAlpha().raw().toBuffer();
  const random = randomFor('rose');
  for (let i = 0; i < soft.length; i++) {
    soft[i] = Math.max(0, Math.min(255, (soft[i] as number) + (random() - 0.5) * 14));
  }
  return sharp(soft, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** A red disc on a grey of the same lightness: different in colour only. */
export const RED_DISC = { size: 600, cx: 300, cy: 300, r: 170 };

export async function redDiscOnEqualGrey(): Promise<Buffer> {
  const { size, cx, cy, r } = RED_DISC;
  // rgb(255,0,0) has CIE L* 53.2, as has the grey rgb(126,126,126) (and about the same luma).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="rgb(126,126,126)"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="rgb(255,0,0)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A red disc photographed on green grass (RED_DISC's geometry), with a little sensor noise. */
export async function redDiscOnGreen(): Promise<Buffer> {
  const { size, cx, cy, r } = RED_DISC;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="rgb(70,150,60)"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="rgb(210,35,40)"/></svg>`;
  const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const random = randomFor('red disc on green');
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] as number) + (random() - 0.5) * 8));
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A cartoon: black outlines and large solid black areas (hair, a shadow) on white. */
export async function syntheticInkyCartoon(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="#fff"/>
    <circle cx="300" cy="320" r="180" fill="none" stroke="#000" stroke-width="8"/>
    <path d="M130,260 Q300,40 470,260 Q300,180 130,260 Z" fill="#000"/>
    <rect x="200" y="520" width="200" height="50" fill="#000"/>
    <circle cx="240" cy="320" r="12" fill="#000"/><circle cx="360" cy="320" r="12" fill="#000"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Where the synthetic portrait's features are (an 800 px square photo). */
export const FACE = {
  size: 800,
  eyes: [
    [320, 400],
    [480, 400],
  ] as const,
  mouth: [400, 574] as const,
  cheek: [400, 480] as const,
};

/** A simple portrait: skin on a blue background, dark hair, small eyes and a thin red mouth. */
export async function syntheticPortrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <rect width="800" height="800" fill="rgb(120,160,200)"/>
    <ellipse cx="400" cy="420" rx="210" ry="270" fill="rgb(232,190,160)"/>
    <path d="M190,380 Q400,60 610,380 Q520,250 400,250 Q280,250 190,380Z" fill="rgb(90,60,40)"/>
    <ellipse cx="320" cy="400" rx="26" ry="14" fill="#fff"/><circle cx="320" cy="400" r="11" fill="rgb(60,40,30)"/>
    <ellipse cx="480" cy="400" rx="26" ry="14" fill="#fff"/><circle cx="480" cy="400" r="11" fill="rgb(60,40,30)"/>
    <path d="M340,560 Q400,600 460,560 Q400,580 340,560Z" fill="rgb(190,80,90)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).blur(1.5).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A coloured cartoon: flat colours with thick black outlines and a black bar (y 690–770 of
 * 800, x 100–700). Its outlines must become single lines, its black areas outlines.
 */
export async function syntheticColourCartoon(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" stroke="#000" stroke-width="9">
    <rect width="800" height="800" fill="rgb(255,240,200)" stroke="none"/>
    <circle cx="400" cy="430" r="250" fill="rgb(250,170,60)"/>
    <circle cx="320" cy="420" r="40" fill="#fff"/><circle cx="320" cy="420" r="16" fill="#000"/>
    <circle cx="480" cy="420" r="40" fill="#fff"/><circle cx="480" cy="420" r="16" fill="#000"/>
    <path d="M310,540 Q400,620 490,540" fill="rgb(220,60,80)"/>
    <rect x="100" y="690" width="600" height="80" fill="#111"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
