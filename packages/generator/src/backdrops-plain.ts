import type { BackdropContext, BackdropDrawing } from './backdrop';
import { DETAIL, freeSpace, wavyLine } from './backdrop-helpers';
import { lineAttrs, shapeAttrs } from './indoor-props';
import { flower, heart, hills, star } from './scene-parts';
import { between, pick, type Random } from './seeded-random';

const f = (n: number) => Number(n.toFixed(1));

type Motif = 'stars' | 'hearts' | 'circles' | 'flowers' | 'scallops' | 'zigzag' | 'diamonds' | 'plain';

/** One motif of a border band, centred at (x, y), `size` across. */
function motif(kind: Motif, x: number, y: number, size: number, stroke: number, random: Random): string {
  switch (kind) {
    case 'stars':
      return star(x, y, size * 0.56, stroke, between(random, -0.3, 0.3));
    case 'hearts':
      return heart(x, y, size * 0.8, stroke);
    case 'flowers':
      return flower(x, y, size * 0.22, stroke, 6).replace(/<path d="M[^"]*" fill="none"[^>]*\/>/, '');
    case 'diamonds':
      return `<path d="M${f(x)},${f(y - size / 2)} L${f(x + size * 0.35)},${f(y)} L${f(x)},${f(y + size / 2)} L${f(x - size * 0.35)},${f(y)} Z" ${shapeAttrs(stroke)}/>`;
    default:
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.42)}" ${shapeAttrs(stroke)}/>`;
  }
}

/**
 * A plain page framed by a decorated band: the band is split into cells by its motifs, and
 * inside it the subject stands on a simple ground. The motif, band width and corners vary.
 */
export function borderBackdrop(ctx: BackdropContext): BackdropDrawing {
  const { random, stage, difficulty, style, stroke } = ctx;
  const thin = stroke * 0.8;
  const detail = DETAIL[difficulty];
  const { area } = stage;
  const band = area.x0;
  const motifs: Motif[] =
    style === 'kawaii'
      ? ['hearts', 'stars', 'flowers']
      : ['stars', 'hearts', 'circles', 'flowers', 'scallops', 'zigzag', 'diamonds'];
  // Easy pages keep the band plain: a few big areas, not a row of small ones.
  const kind = detail === 0 ? 'plain' : pick(random, motifs);
  const mid = band / 2;
  let front = `<path fill-rule="evenodd" d="M-10,-10 H1034 V1034 H-10 Z M${f(area.x0)},${f(area.y0)} H${f(area.x1)} V${f(area.y1)} H${f(area.x0)} Z" ${shapeAttrs(stroke)}/>`;
  const count = [5, 7, 10][detail] ?? 7;
  const step = (1024 - band) / count;
  const along: [number, number][] = [];
  for (let i = 0; i <= count; i++) {
    const t = mid + i * step;
    along.push([t, mid], [t, 1024 - mid], [mid, t], [1024 - mid, t]);
  }
  if (kind === 'plain') {
    // Nothing in the band but its corners.
  } else if (kind === 'scallops') {
    // Arcs along the inner edge, each closed against it.
    const r = step / 2;
    for (let i = 0; i < count; i++) {
      const t = band + i * ((1024 - 2 * band) / count);
      const w = (1024 - 2 * band) / count;
      front += `<path d="M${f(t)},${f(area.y0)} A${f(w / 2)},${f(Math.min(r, band * 0.7))} 0 0 1 ${f(t + w)},${f(area.y0)}" ${lineAttrs(thin)}/>`;
      front += `<path d="M${f(t + w)},${f(area.y1)} A${f(w / 2)},${f(Math.min(r, band * 0.7))} 0 0 1 ${f(t)},${f(area.y1)}" ${lineAttrs(thin)}/>`;
      front += `<path d="M${f(area.x0)},${f(t + w)} A${f(Math.min(r, band * 0.7))},${f(w / 2)} 0 0 1 ${f(area.x0)},${f(t)}" ${lineAttrs(thin)}/>`;
      front += `<path d="M${f(area.x1)},${f(t)} A${f(Math.min(r, band * 0.7))},${f(w / 2)} 0 0 1 ${f(area.x1)},${f(t + w)}" ${lineAttrs(thin)}/>`;
    }
  } else if (kind === 'zigzag') {
    const teeth = count * 2;
    const w = 1024 / teeth;
    let top = 'M-10,-10';
    let bottom = 'M-10,1034';
    for (let i = 0; i <= teeth; i++) {
      top += ` L${f(i * w)},${f(i % 2 ? band * 0.75 : band * 0.25)}`;
      bottom += ` L${f(i * w)},${f(1024 - (i % 2 ? band * 0.75 : band * 0.25))}`;
    }
    front += `<path d="${top}" ${lineAttrs(thin)}/><path d="${bottom}" ${lineAttrs(thin)}/>`;
  } else {
    for (const [x, y] of along) front += motif(kind, x, y, band * 0.78, thin, random);
  }
  // Corners get a bigger motif of their own on some pages.
  if (random() < 0.5)
    for (const [x, y] of [
      [mid, mid],
      [1024 - mid, mid],
      [mid, 1024 - mid],
      [1024 - mid, 1024 - mid],
    ] as const)
      front += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(band * 0.42)}" ${shapeAttrs(thin)}/>`;
  const back = insideGround(ctx, area.x0, area.x1);
  return { back, front, decor: [], split: (y) => wavyLine(y, thin, 12) };
}

/** Almost nothing behind a big subject: the ground it stands on, a far line and a few accents. */
export function plainBackdrop(ctx: BackdropContext): BackdropDrawing {
  const back = insideGround(ctx, 0, 1024);
  return { back, front: '', decor: [], split: (y) => wavyLine(y, ctx.stroke * 0.8, 12) };
}

/** The subject on a big shape of its own: a disc, an arch, a rounded square or a scalloped badge. */
export function badgeBackdrop(ctx: BackdropContext): BackdropDrawing {
  const { random, stage, difficulty, stroke } = ctx;
  const thin = stroke * 0.8;
  const detail = DETAIL[difficulty];
  const cx = between(random, 480, 544);
  const cy = between(random, 470, 530);
  const r = between(random, 420, 470);
  const shape = pick(random, ['disc', 'arch', 'square', 'scallop']);
  let outline: string;
  if (shape === 'arch') {
    outline = `M${f(cx - r)},${f(cy + r)} L${f(cx - r)},${f(cy)} A${f(r)},${f(r)} 0 0 1 ${f(cx + r)},${f(cy)} L${f(cx + r)},${f(cy + r)} Z`;
  } else if (shape === 'square') {
    const k = r * 0.92;
    outline = `M${f(cx - k + 80)},${f(cy - k)} H${f(cx + k - 80)} Q${f(cx + k)},${f(cy - k)} ${f(cx + k)},${f(cy - k + 80)} V${f(cy + k - 80)} Q${f(cx + k)},${f(cy + k)} ${f(cx + k - 80)},${f(cy + k)} H${f(cx - k + 80)} Q${f(cx - k)},${f(cy + k)} ${f(cx - k)},${f(cy + k - 80)} V${f(cy - k + 80)} Q${f(cx - k)},${f(cy - k)} ${f(cx - k + 80)},${f(cy - k)} Z`;
  } else if (shape === 'scallop') {
    const bumps = 18;
    outline = '';
    for (let i = 0; i <= bumps; i++) {
      const a = (i / bumps) * Math.PI * 2;
      const x = cx + Math.cos(a) * r * 0.94;
      const y = cy + Math.sin(a) * r * 0.94;
      outline += i === 0 ? `M${f(x)},${f(y)}` : ` A${f(r * 0.17)},${f(r * 0.17)} 0 0 1 ${f(x)},${f(y)}`;
    }
    outline += ' Z';
  } else {
    outline = `M${f(cx - r)},${f(cy)} A${f(r)},${f(r)} 0 1 1 ${f(cx + r)},${f(cy)} A${f(r)},${f(r)} 0 1 1 ${f(cx - r)},${f(cy)} Z`;
  }
  let back = `<path d="${outline}" ${shapeAttrs(stroke)}/>`;
  const id = `badge${Math.floor(random() * 1e6)}`;
  let inside = hills(random, stage.ground ?? cy + r * 0.6, 30, thin);
  if (detail === 2) {
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      inside += `<path d="M${f(cx)},${f(cy)} L${f(cx + Math.cos(a) * r * 1.2)},${f(cy + Math.sin(a) * r * 1.2)}" ${lineAttrs(thin)}/>`;
    }
  }
  back += `<clipPath id="${id}"><path d="${outline}"/></clipPath><g clip-path="url(#${id})">${inside}</g>`;
  back += accents(
    ctx,
    freeSpace([...ctx.occupied, { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r }]),
    ([2, 6, 10] as const)[detail],
  );
  return { back, front: '', decor: [], split: (y) => wavyLine(y, thin, 12) };
}

/** The simple ground of a plain page: a far line, the line the subject stands on, accents. */
function insideGround(ctx: BackdropContext, x0: number, x1: number): string {
  const { random, stage, difficulty, stroke } = ctx;
  const thin = stroke * 0.8;
  const detail = DETAIL[difficulty];
  const ground = stage.ground ?? 860;
  const claim = freeSpace(ctx.occupied);
  let svg = hills(random, stage.horizon, between(random, 30, 80), thin, x0, x1);
  svg += `<path d="M${f(x0 - 10)},${f(ground + 10)} Q${f((x0 + x1) / 2)},${f(ground - 20)} ${f(x1 + 10)},${f(ground + 10)}" ${lineAttrs(thin)}/>`;
  return svg + accents(ctx, claim, ([1, 8, 14] as const)[detail]);
}

/** Small stars, hearts or dots scattered in free space: a few more areas to colour. */
function accents(ctx: BackdropContext, claim: ReturnType<typeof freeSpace>, count: number): string {
  const { random, stage, stroke } = ctx;
  const shape = pick(random, ctx.style === 'kawaii' ? ['heart'] : ['star', 'heart', 'dot']);
  const { area } = stage;
  let svg = '';
  for (let attempt = 0, placed = 0; attempt < count * 10 && placed < count; attempt++) {
    const r = between(random, 18, 36);
    const x = between(random, area.x0 + r + 10, area.x1 - r - 10);
    const y = between(random, area.y0 + r + 10, (stage.ground ?? area.y1) - r - 20);
    if (!claim({ x: x - r, y: y - r, width: 2 * r, height: 2 * r })) continue;
    svg +=
      shape === 'heart'
        ? heart(x, y, r * 1.6, stroke * 0.75)
        : shape === 'star'
          ? star(x, y, r, stroke * 0.75, between(random, -0.4, 0.4))
          : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.7)}" ${shapeAttrs(stroke * 0.75)}/>`;
    placed++;
  }
  return svg;
}
