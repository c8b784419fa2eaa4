/*
 * The pictures of a shared page, made from the colouring with sharp: the picture itself (WebP,
 * what the page shows) and its 1200×630 social card (PNG, og:image). Both are served under the
 * link's own path, never as the colouring's file URL, so revoking the link takes them back too.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const CARD = 560;
const PICTURE = 520;
const PICTURE_MAX = 1024;

/**
 * The brand's background (crayon violet, the landing's scribbles, the mark) and the white card
 * the picture sits on.
 */
const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#8a5cf6"/>
      <stop offset=".55" stop-color="#7c3aed"/>
      <stop offset="1" stop-color="#5720ab"/>
    </linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feDropShadow dx="0" dy="14" stdDeviation="18" flood-color="#1f1830" flood-opacity=".35"/>
    </filter>
  </defs>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
  <circle cx="1100" cy="560" r="180" fill="#ffcd2e"/>
  <circle cx="90" cy="70" r="140" fill="#ff7d63"/>
  <path d="M-20 520c70-90 120 30 190-30s100-70 150-10" fill="none" stroke="#fff" stroke-width="18"
    stroke-linecap="round" opacity=".28"/>
  <path d="M880 110c50-60 90 10 140-20s80-50 200 10" fill="none" stroke="#fff" stroke-width="18"
    stroke-linecap="round" opacity=".28"/>
  <circle cx="1010" cy="300" r="70" fill="none" stroke="#fff" stroke-width="14" stroke-dasharray="4 24"
    stroke-linecap="round" opacity=".35"/>
  <circle cx="190" cy="360" r="56" fill="none" stroke="#fff" stroke-width="14" stroke-dasharray="4 22"
    stroke-linecap="round" opacity=".35"/>
  <rect x="${(OG_WIDTH - CARD) / 2}" y="${(OG_HEIGHT - CARD) / 2}" width="${CARD}" height="${CARD}" rx="40"
    fill="#fff" filter="url(#shadow)"/>
  <g transform="translate(56 478) scale(1.5)">
    <rect width="64" height="64" rx="16" fill="#fff"/>
    <path d="M12 48c6-5 10 3 16-2s8-4 12 0" fill="none" stroke="#7c3aed" stroke-width="3.5" stroke-linecap="round"/>
    <g transform="rotate(-45 32 30)">
      <rect x="12" y="23" width="28" height="14" rx="3.5" fill="#ffcd2e"/>
      <rect x="17" y="23" width="4" height="14" fill="#f5a300"/>
      <rect x="32" y="23" width="4" height="14" fill="#f5a300"/>
      <path d="M40 23.5 L51 30 L40 36.5 Z" fill="#ff7d63" stroke="#ff7d63" stroke-width="1.5" stroke-linejoin="round"/>
      <path d="M47.5 27.9 L51.5 30 L47.5 32.1 Z" fill="#c2361f"/>
    </g>
  </g>
</svg>`;

const roundedMask = (size: number, radius: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="#fff"/></svg>`,
  );

// Loaded on first use, so the server starts without the image library.
const loadSharp = async () => (await import('sharp')).default;

/** The colouring flattened on white (a saved PNG may be partly transparent). */
async function flatPicture(photo: Buffer, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(photo)
    .resize(size, size, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/** The picture the shared page shows: at most 1024 px, WebP. */
export async function renderSharePicture(photo: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(photo)
    .resize(PICTURE_MAX, PICTURE_MAX, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 86 })
    .toBuffer();
}

/** The 1200×630 social card: the picture centred on a white card over the brand background. */
export async function renderOgImage(photo: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const picture = await sharp(await flatPicture(photo, PICTURE))
    .composite([{ input: roundedMask(PICTURE, 24), blend: 'dest-in' }])
    .png()
    .toBuffer();
  return sharp(Buffer.from(background))
    .composite([{ input: picture, left: (OG_WIDTH - PICTURE) / 2, top: (OG_HEIGHT - PICTURE) / 2 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/**
 * The page's line art for the share page's replay player: the stored PNG's own bytes (the
 * player must draw the very pixels the colouring screen drew, or its fills would differ); any
 * other stored format is converted to PNG without loss.
 */
export async function renderLineArt(illustration: Buffer): Promise<Buffer> {
  if (illustration.subarray(0, 4).equals(PNG_MAGIC)) return illustration;
  const sharp = await loadSharp();
  return sharp(illustration).png().toBuffer();
}
