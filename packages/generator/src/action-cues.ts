import type { BackdropKind, Rect, Stage } from './backdrop';
import { freeSpace } from './backdrop-helpers';
import { cushion, lineAttrs, shapeAttrs } from './indoor-props';
import { boxOf, headOf, isBust, type Placed } from './placed';
import type { ActionKind } from './prompt-reading';
import { cloud } from './scene-parts';
import { between, type Random } from './seeded-random';

/**
 * What shows an action on the page when the drawing itself cannot: notes round a dancer, Zs
 * rising from a sleeper, speed lines behind a runner. Each cue is recorded with its box, so a
 * reader of the composition can find it.
 */
const f = (n: number) => Number(n.toFixed(1));

/** Who does the action when the prompt names nobody ("dancing" alone): OpenMoji hexcodes. */
export const ACTION_SUBJECTS: Partial<Record<ActionKind, string[]>> = {
  dancing: ['1F467', '1F466', '1F478'],
  running: ['1F9D2', '1F415', '1F407'],
  sleeping: ['1F476', '1F408', '1F9F8', '1F415'],
  jumping: ['1F407', '1F998', '1F438'],
  swimming: ['1F41F', '1F42C', '1F422'],
  flying: ['1F426', '1F98B', '1F985'],
  reading: ['1F9D2', '1F467', '1F466'],
  singing: ['1F9D1-200D-1F3A4', '1F467'],
  playing: ['1F9D2', '1F415', '1F408'],
  eating: ['1F9D2', '1F43B', '1F412'],
  painting: ['1F9D1-200D-1F3A8'],
};

/** What an action puts in the subject's hands when the prompt names nothing to hold. */
export const ACTION_PROPS: Partial<Record<ActionKind, string>> = {
  reading: '1F4D6',
  singing: '1F3A4',
  playing: '26BD',
  painting: '1F3A8',
  eating: '1F34E',
};

/** Where an action happens when the prompt names no setting. */
export const ACTION_BACKDROPS: Partial<Record<ActionKind, BackdropKind[]>> = {
  dancing: ['stage', 'room', 'party'],
  sleeping: ['room', 'room', 'forest'],
  running: ['meadow', 'city', 'garden'],
  jumping: ['meadow', 'garden'],
  swimming: ['underwater', 'seaside'],
  flying: ['sky'],
  reading: ['room', 'garden'],
  singing: ['stage'],
  painting: ['room'],
};

export interface Cues {
  back: string;
  front: string;
  parts: { name: string; box: Rect }[];
}

function note(x: number, y: number, size: number, stroke: number, double: boolean): string {
  const r = size * 0.22;
  const stemX = x + r * 0.9;
  let svg = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.72)}" transform="rotate(-20 ${f(x)} ${f(y)})" ${shapeAttrs(stroke)}/>`;
  if (double) {
    const x2 = x + size * 0.55;
    const y2 = y - size * 0.1;
    svg += `<ellipse cx="${f(x2)}" cy="${f(y2)}" rx="${f(r)}" ry="${f(r * 0.72)}" transform="rotate(-20 ${f(x2)} ${f(y2)})" ${shapeAttrs(stroke)}/>`;
    svg += `<path d="M${f(stemX)},${f(y)} L${f(stemX)},${f(y - size * 0.8)} L${f(x2 + r * 0.9)},${f(y2 - size * 0.8)} L${f(x2 + r * 0.9)},${f(y2)}" ${lineAttrs(stroke)}/>`;
    return svg;
  }
  return `${svg}<path d="M${f(stemX)},${f(y)} L${f(stemX)},${f(y - size * 0.8)} Q${f(stemX + size * 0.3)},${f(y - size * 0.6)} ${f(stemX + size * 0.25)},${f(y - size * 0.35)}" ${lineAttrs(stroke)}/>`;
}

function bubbleCue(x: number, y: number, r: number, stroke: number): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" ${shapeAttrs(stroke)}/><path d="M${f(x - r * 0.5)},${f(y - r * 0.1)} A${f(r * 0.55)},${f(r * 0.55)} 0 0 1 ${f(x - r * 0.1)},${f(y - r * 0.5)}" ${lineAttrs(stroke * 0.8)}/>`;
}

function letterZ(x: number, y: number, s: number, stroke: number): string {
  const t = s * 0.22;
  const points = [
    [x - s / 2, y - s / 2],
    [x + s / 2, y - s / 2],
    [x + s / 2, y - s / 2 + t],
    [x - s / 2 + t * 1.4, y + s / 2 - t],
    [x + s / 2, y + s / 2 - t],
    [x + s / 2, y + s / 2],
    [x - s / 2, y + s / 2],
    [x - s / 2, y + s / 2 - t],
    [x + s / 2 - t * 1.4, y - s / 2 + t],
    [x - s / 2, y - s / 2 + t],
  ];
  return `<polygon points="${points.map(([px, py]) => `${f(px as number)},${f(py as number)}`).join(' ')}" ${shapeAttrs(stroke)}/>`;
}

/** The cues for `action` around the main subject (the first placed subject). */
export function actionCues(
  random: Random,
  action: ActionKind | undefined,
  stage: Stage,
  placed: Placed[],
  stroke: number,
): Cues {
  const cues: Cues = { back: '', front: '', parts: [] };
  const main = placed.find((p) => p.role === 'subject');
  if (!action || !main) return cues;
  const box = boxOf(main);
  const claim = freeSpace(placed.map(boxOf));
  const thin = stroke * 0.8;
  const side = random() < 0.5 ? -1 : 1;
  const around = (
    count: number,
    size: [number, number],
    draw: (x: number, y: number, s: number) => string,
  ) => {
    for (let attempt = 0, done = 0; attempt < 60 && done < count; attempt++) {
      const s = between(random, size[0], size[1]);
      const x = box.x + between(random, -0.35, 1.35) * box.width;
      const y = box.y + between(random, -0.2, 0.7) * box.height;
      if (x < s || x > 1024 - s || y < s || y > 1024 - s) continue;
      const rect = { x: x - s / 2, y: y - s / 2, width: s, height: s };
      if (!claim(rect)) continue;
      cues.front += draw(x, y, s);
      cues.parts.push({ name: 'cue', box: rect });
      done++;
    }
  };
  if (action === 'dancing' || action === 'singing') {
    around(3 + Math.floor(random() * 3), [60, 100], (x, y, s) => note(x, y, s, thin, random() < 0.4));
  } else if (action === 'swimming') {
    // Bubbles rising from the swimmer.
    around(4 + Math.floor(random() * 3), [34, 60], (x, y, s) => bubbleCue(x, y, s / 2, thin));
  } else if (action === 'sleeping') {
    const head = headOf(main);
    const x0 = head.x + side * box.width * 0.2;
    [44, 62, 84].forEach((s, i) => {
      const x = Math.max(60, Math.min(964, x0 + side * i * 60));
      const y = Math.max(60, head.y - 40 - i * 70);
      cues.front += letterZ(x, y, s, thin);
      cues.parts.push({ name: 'cue', box: { x: x - s / 2, y: y - s / 2, width: s, height: s } });
    });
    if (!isBust(main.entry) && stage.ground !== null) {
      const w = box.width * 1.2;
      cues.back += cushion(box.x + box.width / 2, box.y + box.height - w * 0.1, w, thin);
    }
  } else if (action === 'running' || action === 'flying') {
    const x = side < 0 ? box.x - 20 : box.x + box.width + 20;
    for (let i = 0; i < 3; i++) {
      const y = box.y + box.height * (0.3 + i * 0.2);
      const len = between(random, 80, 150);
      cues.front += `<path d="M${f(x)},${f(y)} L${f(x + side * len)},${f(y)}" ${lineAttrs(thin)}/>`;
      cues.parts.push({
        name: 'cue',
        box: { x: Math.min(x, x + side * len), y: y - 5, width: len, height: 10 },
      });
    }
    if (action === 'running') cues.front += cloud(x + side * 40, box.y + box.height - 20, 90, thin);
  } else if (action === 'jumping') {
    const cx = box.x + box.width / 2;
    const ground = stage.ground ?? box.y + box.height + 80;
    cues.back += `<ellipse cx="${f(cx)}" cy="${f(ground)}" rx="${f(box.width * 0.4)}" ry="${f(Math.max(14, box.height * 0.05))}" ${lineAttrs(thin)}/>`;
    cues.front += `<path d="M${f(cx - box.width * 0.7)},${f(ground - 20)} Q${f(cx - box.width * 0.7)},${f(box.y)} ${f(cx - box.width * 0.45)},${f(box.y + 20)}" ${lineAttrs(thin)}/>`;
    cues.parts.push({
      name: 'cue',
      box: { x: cx - box.width * 0.4, y: ground - 14, width: box.width * 0.8, height: 28 },
    });
  }
  return cues;
}
