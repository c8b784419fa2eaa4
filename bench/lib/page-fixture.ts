import sharp from 'sharp';

/**
 * A realistic 1024×1024 colouring page: a mandala in a frame with a landscape around it,
 * strokes of 2–6 px rasterised with anti-aliasing by sharp (librsvg), some of them with small
 * breaks, as generated or scanned pages have. Returns straight RGBA pixels.
 */
export const SIZE = 1024;

const C = SIZE / 2;

const polar = (r: number, angle: number) => [C + r * Math.cos(angle), C + r * Math.sin(angle)] as const;

const mandala = (): string => {
  const parts: string[] = [];
  for (const r of [60, 120, 190, 250]) parts.push(`<circle cx="${C}" cy="${C}" r="${r}" stroke-width="4"/>`);
  // Petal rings: each petal a closed quadratic lens between two radii.
  const petals = (count: number, r0: number, r1: number, spread: number, width: number) => {
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      const [x0, y0] = polar(r0, a);
      const [x1, y1] = polar(r1, a);
      const [lx, ly] = polar((r0 + r1) / 2, a - spread);
      const [rx, ry] = polar((r0 + r1) / 2, a + spread);
      parts.push(
        `<path d="M${x0} ${y0} Q${lx} ${ly} ${x1} ${y1} Q${rx} ${ry} ${x0} ${y0}Z" stroke-width="${width}"/>`,
      );
    }
  };
  petals(8, 60, 120, 0.45, 3);
  petals(16, 120, 190, 0.22, 3);
  petals(24, 190, 250, 0.14, 2.5);
  for (let i = 0; i < 24; i++) {
    const [x, y] = polar(275, (i / 24) * Math.PI * 2);
    parts.push(`<circle cx="${x}" cy="${y}" r="14" stroke-width="3"/>`);
  }
  // A star in the middle, its points reaching the first ring.
  const star = Array.from({ length: 16 }, (_, i) => polar(i % 2 ? 25 : 58, (i / 16) * Math.PI * 2).join(' '));
  parts.push(`<polygon points="${star.join(' ')}" stroke-width="3"/>`);
  return parts.join('');
};

const scenery = (): string => {
  const parts: string[] = [];
  // Frame with rounded corners, and a ring around the mandala broken by small gaps.
  parts.push(`<rect x="20" y="20" width="984" height="984" rx="40" stroke-width="6"/>`);
  parts.push(`<circle cx="${C}" cy="${C}" r="310" stroke-width="5" stroke-dasharray="120 4"/>`);
  // Hills at the bottom, clouds at the top, a sun in a corner.
  parts.push(`<path d="M20 860 C 200 760, 320 800, 470 880 S 760 780, 1004 850" stroke-width="5"/>`);
  parts.push(`<path d="M20 930 C 180 880, 380 940, 560 920 S 860 880, 1004 940" stroke-width="4"/>`);
  for (const [x, y, s] of [
    [140, 120, 1],
    [860, 140, 1.2],
    [780, 300, 0.8],
  ] as const) {
    parts.push(
      `<path d="M${x - 60 * s} ${y} a ${30 * s} ${30 * s} 0 0 1 ${50 * s} -${25 * s} a ${40 * s} ${40 * s} 0 0 1 ${70 * s} 5 a ${25 * s} ${25 * s} 0 0 1 ${10 * s} ${45 * s} Z" stroke-width="4"/>`,
    );
  }
  parts.push(`<circle cx="120" cy="300" r="50" stroke-width="4"/>`);
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    parts.push(
      `<line x1="${120 + 62 * Math.cos(a)}" y1="${300 + 62 * Math.sin(a)}" x2="${120 + 85 * Math.cos(a)}" y2="${300 + 85 * Math.sin(a)}" stroke-width="3"/>`,
    );
  }
  // Flowers along the hills.
  for (let i = 0; i < 7; i++) {
    const x = 90 + i * 140;
    const y = 960;
    parts.push(`<line x1="${x}" y1="${y}" x2="${x}" y2="${y - 40}" stroke-width="3"/>`);
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2;
      parts.push(
        `<ellipse cx="${x + 12 * Math.cos(a)}" cy="${y - 52 + 12 * Math.sin(a)}" rx="9" ry="6" transform="rotate(${(a * 180) / Math.PI} ${x + 12 * Math.cos(a)} ${y - 52 + 12 * Math.sin(a)})" stroke-width="2"/>`,
      );
    }
  }
  return parts.join('');
};

export const pageSvg = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
  `<rect width="${SIZE}" height="${SIZE}" fill="#fff"/>` +
  `<g fill="none" stroke="#000" stroke-linecap="round" stroke-linejoin="round">${mandala()}${scenery()}</g></svg>`;

export const renderPage = async (): Promise<{ data: Uint8ClampedArray; width: number; height: number }> => {
  const { data, info } = await sharp(Buffer.from(pageSvg()))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== SIZE || info.height !== SIZE || info.channels !== 4)
    throw new Error('Unexpected page raster');
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: SIZE,
    height: SIZE,
  };
};

/** Deterministic pseudo-random numbers (mulberry32), so every run taps the same seeds. */
export const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
