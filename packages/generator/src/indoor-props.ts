import { between, intBetween, type Random } from './seeded-random';

/**
 * Procedural pieces of indoor backgrounds (rooms and stages). Like scene-parts.ts, every closed
 * shape is filled white, so what is drawn later hides what is behind it and each area stays one
 * region to colour.
 */
const f = (n: number) => Number(n.toFixed(1));
export const shapeAttrs = (stroke: number) =>
  `fill="#fff" stroke="#000" stroke-width="${f(stroke)}" stroke-linejoin="round" stroke-linecap="round"`;
export const lineAttrs = (stroke: number) =>
  `fill="none" stroke="#000" stroke-width="${f(stroke)}" stroke-linejoin="round" stroke-linecap="round"`;
export const rect = (x: number, y: number, w: number, h: number, stroke: number, r = 0) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${r ? ` rx="${f(r)}"` : ''} ${shapeAttrs(stroke)}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: number) =>
  `<path d="M${f(x1)},${f(y1)} L${f(x2)},${f(y2)}" ${lineAttrs(stroke)}/>`;

/** A window with panes, a sill and, if asked, curtains; at night a moon shows through it. */
export function windowFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  stroke: number,
  options: { panes: number; curtains: boolean; arch: boolean; night: boolean },
): string {
  const top = options.arch ? y + w / 2 : y;
  const outline = options.arch
    ? `<path d="M${f(x)},${f(y + h)} L${f(x)},${f(top)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(x + w)},${f(top)} L${f(x + w)},${f(y + h)} Z" ${shapeAttrs(stroke)}/>`
    : rect(x, y, w, h, stroke, 6);
  let svg = outline;
  if (options.night) {
    const r = w * 0.16;
    const cx = x + w * 0.68;
    const cy = top + r * 1.6;
    svg += `<path d="M${f(cx + r * 0.2)},${f(cy - r)} A${f(r)},${f(r)} 0 1 0 ${f(cx + r * 0.2)},${f(cy + r)} A${f(r * 1.25)},${f(r * 1.25)} 0 0 1 ${f(cx + r * 0.2)},${f(cy - r)} Z" ${shapeAttrs(stroke * 0.8)}/>`;
  }
  svg += line(x + w / 2, options.arch ? y : y, x + w / 2, y + h, stroke);
  if (options.panes >= 4) svg += line(x, y + h * 0.52, x + w, y + h * 0.52, stroke);
  if (options.panes >= 6) svg += line(x, y + h * 0.78, x + w, y + h * 0.78, stroke);
  svg += rect(x - 16, y + h, w + 32, 22, stroke, 4);
  if (options.curtains) {
    for (const side of [-1, 1]) {
      const edge = side < 0 ? x - 30 : x + w + 30;
      const inner = side < 0 ? x + w * 0.22 : x + w * 0.78;
      svg += `<path d="M${f(edge)},${f(y - 24)} L${f(inner)},${f(y - 24)} Q${f(inner - side * w * 0.05)},${f(y + h * 0.45)} ${f(edge + side * -6)},${f(y + h * 0.62)} Q${f(edge - side * 14)},${f(y + h * 0.8)} ${f(edge)},${f(y + h + 10)} Z" ${shapeAttrs(stroke)}/>`;
    }
    svg += rect(x - 44, y - 36, w + 88, 16, stroke, 8);
  }
  return svg;
}

/** A wall shelf with a row of books (and gaps) standing on it. */
export function shelf(random: Random, x: number, y: number, w: number, stroke: number): string {
  let svg = '';
  let bx = x + 14;
  while (bx < x + w - 40) {
    const bw = between(random, 22, 38);
    const bh = between(random, 50, 80);
    if (random() < 0.8) svg += rect(bx, y - bh, bw, bh, stroke * 0.8, 3);
    bx += bw + between(random, 2, 14);
  }
  return svg + rect(x, y, w, 18, stroke, 3);
}

/** A round rug on the floor: concentric rings, each a band to colour. */
export function rug(cx: number, cy: number, rx: number, ry: number, stroke: number, bands: number): string {
  let svg = '';
  for (let i = 0; i < bands; i++) {
    const k = 1 - i / (bands + 0.6);
    svg += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * k)}" ry="${f(ry * k)}" ${shapeAttrs(stroke)}/>`;
  }
  return svg;
}

/** Floorboards: lines across the floor, and on harder pages staggered joints between them. */
export function floorboards(
  random: Random,
  top: number,
  stroke: number,
  rows: number,
  joints: boolean,
): string {
  let svg = '';
  const step = (1024 - top) / (rows + 1);
  for (let i = 1; i <= rows; i++) {
    const y = top + step * i;
    svg += line(-10, y, 1034, y, stroke);
    if (!joints) continue;
    for (let x = between(random, 60, 220); x < 1000; x += between(random, 220, 340))
      svg += line(x, y - step, x, y, stroke * 0.8);
  }
  return svg;
}

/** A standing lamp: a round base, a pole and a shade. */
export function floorLamp(x: number, floorY: number, height: number, stroke: number): string {
  const top = floorY - height;
  return (
    line(x, floorY - 8, x, top + 40, stroke) +
    `<ellipse cx="${f(x)}" cy="${f(floorY - 6)}" rx="40" ry="12" ${shapeAttrs(stroke)}/>` +
    `<path d="M${f(x - 34)},${f(top)} L${f(x + 34)},${f(top)} L${f(x + 58)},${f(top + 70)} L${f(x - 58)},${f(top + 70)} Z" ${shapeAttrs(stroke)}/>`
  );
}

/** A table: a top and two legs; things stand on it. */
export function table(cx: number, topY: number, floorY: number, width: number, stroke: number): string {
  const legs = [cx - width / 2 + 30, cx + width / 2 - 54];
  return (
    legs.map((x) => rect(x, topY + 20, 24, floorY - topY - 20, stroke, 3)).join('') +
    rect(cx - width / 2, topY, width, 26, stroke, 6)
  );
}

/** A soft cushion (a bed for a sleeping pet), its top edge at `topY`. */
export function cushion(cx: number, topY: number, width: number, stroke: number): string {
  const h = width * 0.22;
  return `<path d="M${f(cx - width / 2)},${f(topY + h * 0.5)} Q${f(cx - width / 2)},${f(topY)} ${f(cx - width * 0.3)},${f(topY)} L${f(cx + width * 0.3)},${f(topY)} Q${f(cx + width / 2)},${f(topY)} ${f(cx + width / 2)},${f(topY + h * 0.5)} Q${f(cx + width / 2)},${f(topY + h)} ${f(cx + width * 0.3)},${f(topY + h)} L${f(cx - width * 0.3)},${f(topY + h)} Q${f(cx - width / 2)},${f(topY + h)} ${f(cx - width / 2)},${f(topY + h * 0.5)} Z" ${shapeAttrs(stroke)}/>`;
}

/** Theatre curtains: a drape at each side and a scalloped valance along the top. */
export function stageCurtains(random: Random, stroke: number, folds: number): string {
  let svg = '';
  for (const side of [-1, 1]) {
    const outer = side < 0 ? -10 : 1034;
    const inner = side < 0 ? between(random, 170, 230) : 1024 - between(random, 170, 230);
    const tie = between(random, 560, 660);
    svg += `<path d="M${f(outer)},-10 L${f(inner)},-10 Q${f(inner + side * 30)},${f(tie * 0.6)} ${f(outer - side * 60)},${f(tie)} Q${f(outer - side * 80)},${f(tie + 160)} ${f(outer - side * 40)},1034 L${f(outer)},1034 Z" ${shapeAttrs(stroke)}/>`;
    for (let i = 1; i < folds; i++) {
      const k = i / folds;
      const x0 = outer + (inner - outer) * k;
      svg += `<path d="M${f(x0)},0 Q${f(x0 + side * 20)},${f(tie * 0.6)} ${f(outer - side * 60 * (1 - k * 0.5))},${f(tie)}" ${lineAttrs(stroke * 0.8)}/>`;
    }
  }
  const scallops = intBetween(random, 5, 8);
  const w = 1044 / scallops;
  let d = 'M-10,-10 L1034,-10 L1034,70';
  for (let i = scallops - 1; i >= 0; i--) d += ` Q${f(-10 + w * (i + 0.5))},${f(150)} ${f(-10 + w * i)},70`;
  return `${svg}<path d="${d} Z" ${shapeAttrs(stroke)}/>`;
}

/** A spotlight's cone of light from the top of the page down to the floor. */
export function spotlight(cx: number, floorY: number, width: number, stroke: number): string {
  return `<path d="M${f(cx - 30)},-10 L${f(cx - width / 2)},${f(floorY)} M${f(cx + 30)},-10 L${f(cx + width / 2)},${f(floorY)}" ${lineAttrs(stroke)}/><ellipse cx="${f(cx)}" cy="${f(floorY)}" rx="${f(width / 2)}" ry="${f(width * 0.09)}" ${shapeAttrs(stroke)}/>`;
}
