import type { Rect } from './backdrop';
import { lineAttrs, rect, shapeAttrs } from './indoor-props';
import { keyed } from './scene-parts';
import { between, type Random } from './seeded-random';

/** Procedural pieces of outdoor backgrounds; closed shapes filled white, as in scene-parts.ts. */
const f = (n: number) => Number(n.toFixed(1));

/** A town building: a block with rows of windows, a door, and a flat, pointed or stepped roof. */
export function building(
  random: Random,
  x: number,
  baseY: number,
  w: number,
  h: number,
  stroke: number,
  windows: boolean,
): string {
  const top = baseY - h;
  const roof = Math.floor(random() * 3);
  let svg =
    roof === 1
      ? `<path d="M${f(x - 8)},${f(top)} L${f(x + w / 2)},${f(top - w * 0.45)} L${f(x + w + 8)},${f(top)} Z" ${shapeAttrs(stroke)}/>`
      : roof === 2
        ? rect(x + w * 0.2, top - 34, w * 0.6, 36, stroke)
        : '';
  svg += rect(x, top, w, h + 20, stroke);
  if (!windows) return svg;
  const cols = w > 150 ? 3 : 2;
  const ww = (w - 30 * (cols + 1)) / cols;
  for (let row = top + 28; row + 50 < baseY - 60; row += 78) {
    for (let c = 0; c < cols; c++) svg += rect(x + 30 + c * (ww + 30), row, ww, 46, stroke * 0.8, 3);
  }
  return svg + rect(x + w / 2 - 22, baseY - 64, 44, 64, stroke * 0.8, 4);
}

export function streetLamp(x: number, groundY: number, height: number, stroke: number): string {
  const top = groundY - height;
  return (
    rect(x - 7, top + 30, 14, height - 30, stroke) +
    `<path d="M${f(x - 30)},${f(top + 30)} L${f(x + 30)},${f(top + 30)} L${f(x + 18)},${f(top - 10)} L${f(x - 18)},${f(top - 10)} Z" ${shapeAttrs(stroke)}/>`
  );
}

/** A tree of the page's own drawing: a round, pointed or tall crown on a trunk. */
export function tree(random: Random, x: number, groundY: number, height: number, stroke: number): string {
  const type = Math.floor(random() * 3);
  const trunkW = height * 0.11;
  const trunk = keyed(
    'trunk',
    rect(x - trunkW / 2, groundY - height * 0.42, trunkW, height * 0.42 + 8, stroke),
  );
  if (type === 1) {
    let svg = '';
    for (let i = 0; i < 3; i++) {
      const y0 = groundY - height * (0.3 + i * 0.22);
      const w = height * (0.62 - i * 0.14);
      svg += `<path d="M${f(x - w / 2)},${f(y0)} L${f(x)},${f(y0 - height * 0.34)} L${f(x + w / 2)},${f(y0)} Z" ${shapeAttrs(stroke)}/>`;
    }
    return trunk + keyed('leaves', svg);
  }
  const r = height * (type === 0 ? 0.3 : 0.22);
  const cy = groundY - height + r * (type === 0 ? 1 : 1.4);
  const bumps = type === 0 ? 7 : 6;
  let d = '';
  for (let i = 0; i <= bumps; i++) {
    const a = (i / bumps) * Math.PI * 2;
    const px = x + Math.cos(a) * r * (type === 0 ? 1.1 : 0.9);
    const py = cy + Math.sin(a) * r * (type === 0 ? 0.95 : 1.5);
    d += i === 0 ? `M${f(px)},${f(py)}` : ` A${f(r * 0.5)},${f(r * 0.5)} 0 0 1 ${f(px)},${f(py)}`;
  }
  return `${trunk}${keyed('leaves', `<path d="${d} Z" ${shapeAttrs(stroke)}/>`)}`;
}

/** A bush: a row of round bumps closed along the ground. */
export function bush(cx: number, groundY: number, width: number, stroke: number): string {
  const bumps = Math.max(2, Math.round(width / 60));
  const step = width / bumps;
  let d = `M${f(cx - width / 2)},${f(groundY)}`;
  for (let i = 0; i < bumps; i++) {
    const x1 = cx - width / 2 + step * (i + 1);
    d += ` A${f(step * 0.55)},${f(step * 0.6)} 0 0 1 ${f(x1)},${f(groundY - (i % 2 ? 4 : 0))}`;
  }
  return keyed('leaves', `<path d="${d} Z" ${shapeAttrs(stroke)}/>`);
}

export function sandcastle(cx: number, groundY: number, size: number, stroke: number): string {
  const tower = (x: number, w: number, h: number) => {
    let d = `M${f(x)},${f(groundY)} L${f(x)},${f(groundY - h)}`;
    const teeth = 3;
    for (let i = 0; i < teeth; i++) {
      const t0 = x + (w / teeth) * i;
      d += ` L${f(t0)},${f(groundY - h - 12)} L${f(t0 + w / teeth / 2)},${f(groundY - h - 12)} L${f(t0 + w / teeth / 2)},${f(groundY - h)}`;
    }
    return `<path d="${d} L${f(x + w)},${f(groundY - h)} L${f(x + w)},${f(groundY)} Z" ${shapeAttrs(stroke)}/>`;
  };
  return (
    tower(cx - size / 2, size, size * 0.45) +
    tower(cx - size * 0.25, size * 0.5, size * 0.8) +
    `<path d="M${f(cx - 12)},${f(groundY)} L${f(cx - 12)},${f(groundY - 24)} A12,12 0 0 1 ${f(cx + 12)},${f(groundY - 24)} L${f(cx + 12)},${f(groundY)} Z" ${shapeAttrs(stroke)}/>`
  );
}

/** A planet, ringed or not, with a band or two across it. */
export function planet(random: Random, cx: number, cy: number, r: number, stroke: number): string {
  const ringed = random() < 0.5;
  const tilt = between(random, -25, 25);
  const back = ringed
    ? `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.8)}" ry="${f(r * 0.45)}" transform="rotate(${f(tilt)} ${f(cx)} ${f(cy)})" ${lineAttrs(stroke)}/>`
    : '';
  let svg = `${back}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${shapeAttrs(stroke)}/>`;
  svg += `<path d="M${f(cx - r * 0.92)},${f(cy - r * 0.3)} Q${f(cx)},${f(cy - r * 0.1)} ${f(cx + r * 0.92)},${f(cy - r * 0.3)}" ${lineAttrs(stroke * 0.8)}/>`;
  if (ringed) {
    // The front half of the ring passes over the planet.
    const rad = (tilt * Math.PI) / 180;
    const ex = Math.cos(rad) * r * 1.8;
    const ey = Math.sin(rad) * r * 1.8;
    svg += `<path d="M${f(cx - ex)},${f(cy - ey)} A${f(r * 1.8)},${f(r * 0.45)} ${f(tilt)} 0 0 ${f(cx + ex)},${f(cy + ey)}" ${lineAttrs(stroke)}/>`;
  }
  return svg;
}

/** The ground of a moon or planet: a curved horizon with craters. */
export function moonGround(random: Random, y: number, stroke: number, craters: number): string {
  let svg = `<path d="M-10,${f(y + 30)} Q512,${f(y - 50)} 1034,${f(y + 30)} L1034,1034 L-10,1034 Z" ${shapeAttrs(stroke)}/>`;
  for (let i = 0; i < craters; i++) {
    const cx = between(random, 80, 944);
    const cy = between(random, y + 50, 990);
    const rx = between(random, 30, 60);
    svg += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(rx * 0.35)}" ${shapeAttrs(stroke * 0.8)}/>`;
  }
  return svg;
}

export function coral(x: number, bottom: number, height: number, stroke: number): string {
  const w = height * 0.16;
  let d = `M${f(x - w * 2)},${f(bottom)}`;
  const tips: [number, number][] = [
    [x - w * 2.4, bottom - height * 0.6],
    [x, bottom - height],
    [x + w * 2.2, bottom - height * 0.7],
  ];
  for (const [tx, ty] of tips) {
    d += ` L${f(tx - w * 0.5)},${f(ty + w)} A${f(w * 0.6)},${f(w * 0.6)} 0 0 1 ${f(tx + w * 0.7)},${f(ty + w)} L${f(tx + w * 0.4)},${f(bottom - height * 0.25)}`;
  }
  return `<path d="${d} L${f(x + w * 2)},${f(bottom)} Z" ${shapeAttrs(stroke)}/>`;
}

export function rock(cx: number, bottom: number, width: number, stroke: number): string {
  const h = width * 0.55;
  return `<path d="M${f(cx - width / 2)},${f(bottom)} Q${f(cx - width * 0.5)},${f(bottom - h)} ${f(cx - width * 0.05)},${f(bottom - h)} Q${f(cx + width * 0.5)},${f(bottom - h * 0.9)} ${f(cx + width / 2)},${f(bottom)} Z" ${shapeAttrs(stroke)}/>`;
}

/** A few birds far off: open "v" strokes, no regions of their own. */
export function birds(random: Random, x: number, y: number, count: number, stroke: number): string {
  let svg = '';
  for (let i = 0; i < count; i++) {
    const bx = x + between(random, -90, 90);
    const by = y + between(random, -40, 40);
    const s = between(random, 14, 24);
    svg += `<path d="M${f(bx - s)},${f(by - s * 0.3)} Q${f(bx - s * 0.4)},${f(by - s * 0.6)} ${f(bx)},${f(by)} Q${f(bx + s * 0.4)},${f(by - s * 0.6)} ${f(bx + s)},${f(by - s * 0.3)}" ${lineAttrs(stroke * 0.8)}/>`;
  }
  return svg;
}

/** A path winding from the bottom of the page to the horizon: two edges that split the ground. */
export function windingPath(random: Random, horizonY: number, stroke: number): string {
  const far = between(random, 380, 640);
  const near = between(random, 280, 740);
  const bend = between(random, -160, 160);
  const edge = (dx: number, spread: number) =>
    `M${f(far + dx)},${f(horizonY)} Q${f((far + near) / 2 + bend + dx * 4)},${f((horizonY + 1024) / 2)} ${f(near + spread)},1034`;
  return `<path d="${edge(-8, -110)}" ${lineAttrs(stroke)}/><path d="${edge(8, 110)}" ${lineAttrs(stroke)}/>`;
}

export function pond(cx: number, cy: number, rx: number, stroke: number): string {
  const ry = rx * 0.3;
  return (
    keyed(
      'water',
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" ${shapeAttrs(stroke)}/>`,
    ) +
    `<path d="M${f(cx - rx * 0.5)},${f(cy)} q${f(rx * 0.12)},${f(-ry * 0.3)} ${f(rx * 0.25)},0 M${f(cx + rx * 0.1)},${f(cy + ry * 0.4)} q${f(rx * 0.12)},${f(-ry * 0.3)} ${f(rx * 0.25)},0" ${lineAttrs(stroke * 0.7)}/>`
  );
}

/** Far sea: the horizon line and a few wave strokes on the water below it. */
export function seaHorizon(random: Random, y: number, shoreY: number, stroke: number, rows: number): string {
  let svg = `<path d="M-10,${f(y)} L1034,${f(y)} L1034,1034 L-10,1034 Z" ${shapeAttrs(stroke)}/>`;
  for (let i = 0; i < rows; i++) {
    const wy = y + ((shoreY - y) * (i + 1)) / (rows + 1);
    const x = between(random, 40, 700);
    svg += `<path d="M${f(x)},${f(wy)} q20,-12 40,0 t40,0 t40,0" ${lineAttrs(stroke * 0.7)}/>`;
  }
  return svg;
}

/** A beach's sand: a gently curved shoreline closed along the bottom of the page. */
export function shore(random: Random, y: number, stroke: number): string {
  const a = between(random, -40, 40);
  return `<path d="M-10,${f(y + a)} C300,${f(y - 40 - a)} 700,${f(y + 40)} 1034,${f(y - a)} L1034,1034 L-10,1034 Z" ${shapeAttrs(stroke)}/>`;
}

/** Grass blades along the bottom edge: open strokes that do not cut regions apart. */
export function grassTufts(
  random: Random,
  y0: number,
  y1: number,
  count: number,
  stroke: number,
  claim: (box: Rect) => boolean = () => true,
): string {
  let svg = '';
  for (let i = 0; i < count; i++) {
    const x = between(random, 40, 984);
    const y = between(random, y0, y1);
    const s = between(random, 12, 20);
    // Drawn in front of the subjects, so never on one (a tuft on a frog's chin).
    if (
      !claim({
        x: x - s - stroke,
        y: y - s * 1.4 - stroke,
        width: 2 * (s + stroke),
        height: s * 1.4 + 2 * stroke,
      })
    )
      continue;
    svg += `<path d="M${f(x - s)},${f(y)} L${f(x - s / 2)},${f(y - s * 1.2)} L${f(x)},${f(y)} L${f(x + s / 2)},${f(y - s * 1.4)} L${f(x + s)},${f(y)}" ${lineAttrs(stroke * 0.8)}/>`;
  }
  return svg;
}

/** Snowflakes: six strokes round a centre. */
export function snowflake(cx: number, cy: number, r: number, stroke: number): string {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI;
    d += `M${f(cx - Math.cos(a) * r)},${f(cy - Math.sin(a) * r)} L${f(cx + Math.cos(a) * r)},${f(cy + Math.sin(a) * r)} `;
  }
  return `<path d="${d}" ${lineAttrs(stroke * 0.8)}/>`;
}
