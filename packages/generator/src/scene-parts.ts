import { between, type Random } from './seeded-random';

/**
 * Procedural pieces of a colouring-page background. Every closed shape is filled white, so a
 * shape drawn later hides the lines behind it and each region stays one closed area to colour.
 */
const f = (n: number) => Number(n.toFixed(1));
const attrs = (stroke: number) =>
  `fill="#fff" stroke="#000" stroke-width="${f(stroke)}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * A scene part wrapped with the name its colour key goes by ("sun", "cloud", "leaves"…): the
 * key colours it as a child would (colour-hint.ts keyedColours), not by chance.
 */
export const keyed = (part: string, svg: string) => `<g data-key="${part}">${svg}</g>`;

export function sun(cx: number, cy: number, r: number, stroke: number, rays = 12): string {
  const points: string[] = [];
  for (let i = 0; i < rays * 2; i++) {
    const angle = (Math.PI * i) / rays;
    const radius = i % 2 === 0 ? r * 1.55 : r * 1.15;
    points.push(`${f(cx + radius * Math.cos(angle))},${f(cy + radius * Math.sin(angle))}`);
  }
  return keyed(
    'sun',
    `<polygon points="${points.join(' ')}" ${attrs(stroke)}/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${attrs(stroke)}/>`,
  );
}

export function moon(cx: number, cy: number, r: number, stroke: number): string {
  // A crescent: the outer arc and an inner arc of a larger circle, as one closed shape.
  const top = `${f(cx + r * 0.2)},${f(cy - r)}`;
  const bottom = `${f(cx + r * 0.2)},${f(cy + r)}`;
  return keyed(
    'moon',
    `<path d="M${top} A${f(r)},${f(r)} 0 1 0 ${bottom} A${f(r * 1.25)},${f(r * 1.25)} 0 0 1 ${top} Z" ${attrs(stroke)}/>`,
  );
}

export function cloud(cx: number, cy: number, width: number, stroke: number): string {
  const h = width * 0.45;
  const left = cx - width / 2;
  const bottom = cy + h / 2;
  const points: [number, number][] = [
    [left + width * 0.3, bottom - h * 0.55],
    [left + width * 0.72, bottom - h * 0.7],
    [left + width, bottom],
  ];
  let d = `M${f(left)},${f(bottom)}`;
  let [px, py] = [left, bottom];
  for (const [x, y] of points) {
    // Each bump is an arc a little rounder than a half circle over its chord.
    const r = (Math.hypot(x - px, y - py) / 2) * 1.05;
    d += ` A${f(r)},${f(r)} 0 0 1 ${f(x)},${f(y)}`;
    [px, py] = [x, y];
  }
  return keyed('cloud', `<path d="${d} Z" ${attrs(stroke)}/>`);
}

export function star(cx: number, cy: number, r: number, stroke: number, rotation = 0): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = rotation - Math.PI / 2 + (Math.PI * i) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    points.push(`${f(cx + radius * Math.cos(angle))},${f(cy + radius * Math.sin(angle))}`);
  }
  return keyed('star', `<polygon points="${points.join(' ')}" ${attrs(stroke)}/>`);
}

export function heart(cx: number, cy: number, size: number, stroke: number): string {
  const s = size / 2;
  return `<path d="M${f(cx)},${f(cy + s * 0.9)} C${f(cx - s * 1.6)},${f(cy - s * 0.1)} ${f(cx - s * 0.7)},${f(cy - s * 1.3)} ${f(cx)},${f(cy - s * 0.45)} C${f(cx + s * 0.7)},${f(cy - s * 1.3)} ${f(cx + s * 1.6)},${f(cy - s * 0.1)} ${f(cx)},${f(cy + s * 0.9)} Z" ${attrs(stroke)}/>`;
}

/** A rolling skyline from edge to edge, closed along the bottom of the page. */
export function hills(
  random: Random,
  y: number,
  amplitude: number,
  stroke: number,
  left = 0,
  right = 1024,
): string {
  const count = 3 + Math.floor(random() * 2);
  const step = (right - left) / count;
  let d = `M${left},1024 L${left},${f(y + between(random, -amplitude, amplitude) / 2)}`;
  for (let i = 0; i < count; i++) {
    const x0 = left + i * step;
    const peak = y - between(random, amplitude * 0.4, amplitude);
    d += ` Q${f(x0 + step / 2)},${f(peak)} ${f(x0 + step)},${f(y + between(random, -amplitude, amplitude) / 3)}`;
  }
  d += ` L${right},1024 Z`;
  return keyed('hills', `<path d="${d}" ${attrs(stroke)}/>`);
}

/** A flat ground line with a few grass tufts. */
export function ground(random: Random, y: number, stroke: number, tufts: number): string {
  let svg = `<path d="M0,${f(y)} L1024,${f(y)} L1024,1024 L0,1024 Z" ${attrs(stroke)}/>`;
  for (let i = 0; i < tufts; i++) {
    const x = between(random, 90, 934);
    const ty = y + between(random, 30, 110);
    const s = between(random, 14, 22);
    svg += `<path d="M${f(x - s)},${f(ty)} L${f(x - s / 2)},${f(ty - s * 1.2)} L${f(x)},${f(ty)} L${f(x + s / 2)},${f(ty - s * 1.4)} L${f(x + s)},${f(ty)}" fill="none" stroke="#000" stroke-width="${f(stroke * 0.8)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return svg;
}

/** The outline of a wavy water surface at `y`, closed along the bottom of the page. */
export function wavesPath(y: number, amplitude = 14, wavelength = 90): string {
  let d = `M0,${f(y)}`;
  for (let x = 0; x < 1024; x += wavelength) {
    d += ` q${f(wavelength / 4)},${f(-amplitude)} ${f(wavelength / 2)},0 t${f(wavelength / 2)},0`;
  }
  return `${d} L1024,1024 L0,1024 Z`;
}

export function waves(y: number, stroke: number, amplitude = 14, wavelength = 90): string {
  return `<path d="${wavesPath(y, amplitude, wavelength)}" ${attrs(stroke)}/>`;
}

export function bubble(cx: number, cy: number, r: number, stroke: number): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${attrs(stroke)}/><path d="M${f(cx - r * 0.5)},${f(cy - r * 0.1)} A${f(r * 0.55)},${f(r * 0.55)} 0 0 1 ${f(cx - r * 0.1)},${f(cy - r * 0.5)}" fill="none" stroke="#000" stroke-width="${f(stroke * 0.7)}" stroke-linecap="round"/>`;
}

export function seaweed(x: number, bottom: number, height: number, stroke: number): string {
  const w = height * 0.12;
  const d = `M${f(x - w)},${f(bottom)} C${f(x - w * 3)},${f(bottom - height * 0.35)} ${f(x + w * 2)},${f(bottom - height * 0.6)} ${f(x)},${f(bottom - height)} C${f(x + w * 3)},${f(bottom - height * 0.6)} ${f(x - w)},${f(bottom - height * 0.35)} ${f(x + w)},${f(bottom)} Z`;
  return `<path d="${d}" ${attrs(stroke)}/>`;
}

export function flower(cx: number, cy: number, r: number, stroke: number, petals = 6): string {
  let svg = `<path d="M${f(cx)},${f(cy + r)} L${f(cx)},${f(cy + r * 3.2)}" fill="none" stroke="#000" stroke-width="${f(stroke)}" stroke-linecap="round"/>`;
  for (let i = 0; i < petals; i++) {
    const angle = (360 / petals) * i;
    svg += `<ellipse cx="${f(cx)}" cy="${f(cy - r * 0.85)}" rx="${f(r * 0.45)}" ry="${f(r * 0.7)}" transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})" ${attrs(stroke)}/>`;
  }
  return `${svg}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.45)}" ${attrs(stroke)}/>`;
}

export function pebble(cx: number, cy: number, r: number, stroke: number): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.6)}" ${attrs(stroke)}/>`;
}

export function road(y: number, stroke: number): string {
  let svg = `<path d="M0,${f(y)} L1024,${f(y)} L1024,${f(y + 150)} L0,${f(y + 150)} Z" ${attrs(stroke)}/>`;
  for (let x = 40; x < 1024; x += 150) {
    svg += `<rect x="${f(x)}" y="${f(y + 68)}" width="80" height="14" rx="5" ${attrs(stroke * 0.8)}/>`;
  }
  return svg;
}

export function fence(y: number, stroke: number, from = 0, to = 1024): string {
  let svg = `<rect x="${f(from)}" y="${f(y - 70)}" width="${f(to - from)}" height="16" ${attrs(stroke)}/><rect x="${f(from)}" y="${f(y - 35)}" width="${f(to - from)}" height="16" ${attrs(stroke)}/>`;
  for (let x = from + 20; x < to; x += 70) {
    svg += `<path d="M${f(x)},${f(y)} L${f(x)},${f(y - 95)} L${f(x + 14)},${f(y - 112)} L${f(x + 28)},${f(y - 95)} L${f(x + 28)},${f(y)} Z" ${attrs(stroke)}/>`;
  }
  return svg;
}

/** Sand dunes or snow drifts: soft mounds along the bottom. */
export function mounds(random: Random, y: number, stroke: number): string {
  let svg = '';
  for (let i = 0; i < 3; i++) {
    const cx = 170 + i * 340 + between(random, -60, 60);
    const w = between(random, 320, 460);
    svg += `<path d="M${f(cx - w / 2)},1024 Q${f(cx)},${f(y - between(random, 40, 90))} ${f(cx + w / 2)},1024 Z" ${attrs(stroke)}/>`;
  }
  return keyed('mounds', svg);
}

/** A string of pennants across the top of a party scene: each flag a closed triangle. */
export function bunting(y: number, stroke: number): string {
  // From edge to edge, so the string also divides the wall above it from the wall below.
  let svg = `<path d="M-10,${f(y)} Q512,${f(y + 70)} 1034,${f(y)}" fill="none" stroke="#000" stroke-width="${f(stroke)}" stroke-linecap="round"/>`;
  for (let x = 70; x < 980; x += 82) {
    const t = (x + 10) / 1044;
    const top = y + 4 * 35 * t * (1 - t);
    svg += `<path d="M${f(x - 26)},${f(top)} L${f(x + 26)},${f(top)} L${f(x)},${f(top + 56)} Z" ${attrs(stroke)}/>`;
  }
  return svg;
}

/**
 * A rainbow over the land: concentric arcs from frame edge to frame edge, each closed along a
 * base line that the hills (drawn later) hide. It splits the sky into bands to colour.
 */
export function rainbow(
  cx: number,
  base: number,
  outer: number,
  bands: number,
  width: number,
  stroke: number,
) {
  let svg = '';
  for (let i = 0; i <= bands; i++) {
    const r = outer - i * width;
    svg += `<path d="M${f(cx - r)},${f(base)} A${f(r)},${f(r)} 0 0 1 ${f(cx + r)},${f(base)} Z" ${attrs(stroke)}/>`;
  }
  return svg;
}

/**
 * A far mountain range from edge to edge, closed along `bottom` (the ground line, where the
 * grass begins: the mountains' colour must not reach under the grass), so the sky ends on its
 * peaks.
 */
export function mountains(random: Random, y: number, height: number, stroke: number, bottom = 1024): string {
  const count = 4 + Math.floor(random() * 2);
  const step = 1024 / count;
  let d = `M0,${f(bottom)} L0,${f(y)}`;
  for (let i = 0; i < count; i++) {
    const x0 = i * step;
    const peak = y - between(random, height * 0.55, height);
    d += ` L${f(x0 + step * between(random, 0.4, 0.6))},${f(peak)} L${f(x0 + step)},${f(y - between(random, 0, height * 0.25))}`;
  }
  d += ` L1024,${f(bottom)} Z`;
  return keyed('mountains', `<path d="${d}" ${attrs(stroke)}/>`);
}

/** A band of sky (the Milky Way, a comet's trail) across the page from edge to edge. */
export function skyBand(random: Random, stroke: number, width = 110): string {
  const left = between(random, 560, 700);
  const right = between(random, 220, 340);
  const bend = between(random, -80, 80);
  const edge = (dy: number) =>
    `M-20,${f(left + dy)} C300,${f(left - 60 + bend + dy)} 700,${f(right + 80 - bend + dy)} 1044,${f(right + dy)}`;
  const lower = edge(width / 2);
  const upper = edge(-width / 2);
  return (
    `<path d="${upper}" fill="none" stroke="#000" stroke-width="${f(stroke)}" stroke-linecap="round"/>` +
    `<path d="${lower}" fill="none" stroke="#000" stroke-width="${f(stroke)}" stroke-linecap="round"/>`
  );
}

/**
 * Slanted beams of light from the sea's surface down into the water, clipped to the water so
 * each beam starts on the wave line: the water becomes several regions instead of one.
 */
export function lightRays(random: Random, surface: string, stroke: number): string {
  const id = 'water';
  let lines = '';
  const slant = between(random, 0.25, 0.45) * (random() < 0.5 ? -1 : 1);
  for (const x of [260, 560, 860]) {
    const top = x + between(random, -40, 40);
    const w = between(random, 70, 110);
    for (const dx of [0, w]) {
      lines += `<path d="M${f(top + dx)},60 L${f(top + dx + slant * 1000)},1060" fill="none" stroke="#000" stroke-width="${f(stroke)}"/>`;
    }
  }
  return `<clipPath id="${id}"><path d="${surface}"/></clipPath><g clip-path="url(#${id})">${lines}</g>`;
}

/**
 * A far edge of woods from frame edge to frame edge: round crowns and pointed firs side by side,
 * closed along the bottom so the hills drawn in front of it hide its foot.
 */
export function treeLine(random: Random, y: number, stroke: number): string {
  let d = `M0,1024 L0,${f(y)}`;
  let x = 0;
  while (x < 1024) {
    const w = between(random, 70, 110);
    const h = between(random, 50, 95);
    const next = Math.min(1024, x + w);
    if (random() < 0.4) d += ` L${f((x + next) / 2)},${f(y - h * 1.3)} L${f(next)},${f(y)}`;
    else
      d += ` C${f(x - w * 0.1)},${f(y - h * 1.2)} ${f(next + w * 0.1)},${f(y - h * 1.2)} ${f(next)},${f(y)}`;
    x = next;
  }
  return keyed('leaves', `<path d="${d} L1024,1024 Z" ${attrs(stroke)}/>`);
}

/** A hot-air balloon: the envelope with its panels, the ropes and a basket, each part closed. */
export function hotAirBalloon(cx: number, cy: number, r: number, stroke: number): string {
  const neck = r * 0.38;
  const bottom = cy + r * 0.92;
  const basketTop = cy + r * 1.4;
  const envelope = `<path d="M${f(cx - neck)},${f(bottom)} A${f(r)},${f(r)} 0 1 1 ${f(cx + neck)},${f(bottom)} Z" ${attrs(stroke)}/>`;
  const panels = [-1, 1]
    .map(
      (side) =>
        `<path d="M${f(cx + side * neck * 0.45)},${f(bottom)} Q${f(cx + side * r * 0.55)},${f(cy - r * 0.55)} ${f(cx)},${f(cy - r)}" fill="none" stroke="#000" stroke-width="${f(stroke)}" stroke-linecap="round"/>`,
    )
    .join('');
  const ropes = [-1, 1]
    .map(
      (side) =>
        `<path d="M${f(cx + side * neck)},${f(bottom)} L${f(cx + side * r * 0.24)},${f(basketTop)}" fill="none" stroke="#000" stroke-width="${f(stroke * 0.8)}" stroke-linecap="round"/>`,
    )
    .join('');
  const basket = `<rect x="${f(cx - r * 0.28)}" y="${f(basketTop)}" width="${f(r * 0.56)}" height="${f(r * 0.4)}" rx="${f(r * 0.06)}" ${attrs(stroke)}/>`;
  return envelope + panels + ropes + basket;
}
