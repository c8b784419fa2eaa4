import type { BackdropContext, BackdropDrawing } from './backdrop';
import { DETAIL, freeSpace, groundDecor, wavyLine } from './backdrop-helpers';
import {
  floorboards,
  floorLamp,
  line,
  rect,
  rug,
  shelf,
  spotlight,
  stageCurtains,
  windowFrame,
} from './indoor-props';
import { bunting } from './scene-parts';
import { between, pick } from './seeded-random';

const ROOM_DECOR = ['1FAB4', '1F9F8', '1FA91', '26BD', '1FAB4'];
const PARTY_DECOR = ['1F388', '1F381', '1F388', '1F381', '1F9C1'];

/** A room: a wall with a window, shelves or a lamp, and a floor with boards and a rug. */
export function roomBackdrop(ctx: BackdropContext): BackdropDrawing {
  const { random, stage, difficulty, stroke } = ctx;
  const thin = stroke * 0.8;
  const detail = DETAIL[difficulty];
  const claim = freeSpace(ctx.occupied);
  const wall = stage.horizon;
  const ground = stage.ground ?? wall + 180;
  const party = stage.backdrop === 'party';
  // The floor with its boards and a skirting board along the wall, then what stands in the room.
  let back = `<path d="M-10,${wall} L1034,${wall} L1034,1034 L-10,1034 Z" fill="#fff" stroke="#000" stroke-width="${thin}"/>`;
  if (detail > 0 || random() < 0.5) back += floorboards(random, wall, thin * 0.8, 1 + detail, detail > 0);
  back += rect(-10, wall - 22, 1044, 22, thin);
  // Wallpaper stripes on some harder pages, then the things on the wall.
  if (detail === 2) {
    const step = between(random, 90, 140);
    for (let x = step / 2; x < 1024; x += step) back += line(x, -10, x, wall - 22, thin * 0.8);
  }
  // A chair rail with panels below it on most walls: the wall is two areas, not one.
  if (random() < 0.75 || wall > 640) {
    const rail = wall - between(random, 150, 230);
    back += rect(-10, rail - 8, 1044, 16, thin);
    if (detail > 0) {
      const step = between(random, 150, 220);
      for (let x = between(random, 40, 120); x + 80 < 1024; x += step)
        back += rect(x, rail + 30, step - 40, wall - rail - 80, thin * 0.8, 6);
    }
  }
  // Party bunting first, its band claimed, so nothing on the wall hangs over it.
  const buntingY = between(random, 70, 120);
  const bunted = party && detail > 0 && claim({ x: -10, y: 0, width: 1044, height: buntingY + 80 });
  // No framed pictures: a frame with a little glyph in it reads as a "missing image" icon.
  const items = [...(party ? [] : ['window']), 'shelf', 'lamp', 'shelf'];
  let wallItems = 0;
  const wanted = ([1, 3, 4] as const)[detail] + (random() < 0.5 ? 1 : 0);
  for (const item of items) {
    if (wallItems >= wanted) break;
    for (let attempt = 0; attempt < 6; attempt++) {
      const x = between(random, 40, 900);
      if (item === 'window') {
        const w = between(random, 200, 280);
        const h = Math.min(wall - 130, between(random, 240, 320));
        const y = between(random, 70, Math.max(80, wall - h - 70));
        if (!claim({ x: x - 40, y: y - 40, width: w + 80, height: h + 60 })) continue;
        back += windowFrame(x, y, w, h, thin, {
          panes: pick(random, [2, 4, 6]),
          curtains: detail > 0 && random() < 0.7,
          arch: random() < 0.3,
          night: stage.night,
        });
      } else if (item === 'shelf') {
        const w = between(random, 200, 300);
        const y = between(random, 180, Math.max(190, wall - 120));
        if (!claim({ x, y: y - 90, width: w, height: 110 })) continue;
        back += shelf(random, x, y, w, thin);
      } else {
        const h = between(random, 300, 400);
        if (!claim({ x: x - 60, y: ground - h, width: 120, height: h })) continue;
        back += floorLamp(x, ground - 20, h, thin);
      }
      wallItems++;
      break;
    }
  }
  if (bunted) back += bunting(buntingY, thin);
  const subject = ctx.occupied[0];
  // Not under a person drawn to the chest: their picture ends at the bottom of the page.
  if (subject && subject.y + subject.height < 990 && random() < 0.7) {
    const cx = subject.x + subject.width / 2;
    const rx = Math.min(480, subject.width * between(random, 0.6, 0.8) + 60);
    back += rug(cx, Math.min(990, ground - 4), rx, Math.min(70, (1024 - wall) * 0.18), thin, 1 + detail);
  }
  const decor = groundDecor(ctx, claim, party ? PARTY_DECOR : ROOM_DECOR, ([0, 2, 3] as const)[detail], {
    groundY: ground,
    floating: party ? new Set(['1F388']) : undefined,
  });
  const split = (y: number) =>
    y < wall ? rect(-10, y - 9, 1044, 18, thin) : line(-10, y, 1034, y, thin * 0.8);
  return { back, front: '', decor, split };
}

/** A stage: curtains at the sides and top, boards, and a spotlight on the performer. */
export function stageBackdrop(ctx: BackdropContext): BackdropDrawing {
  const { random, stage, difficulty, stroke } = ctx;
  const thin = stroke * 0.8;
  const detail = DETAIL[difficulty];
  const floor = stage.horizon;
  const subject = ctx.occupied[0];
  const cx = subject ? subject.x + subject.width / 2 : 512;
  let back = '';
  back += `<path d="M-10,${floor} L1034,${floor} L1034,1034 L-10,1034 Z" fill="#fff" stroke="#000" stroke-width="${thin}"/>`;
  back += floorboards(random, floor, thin * 0.8, 1 + detail, detail > 0);
  if (random() < 0.7) back += spotlight(cx, stage.ground ?? floor + 120, between(random, 420, 560), thin);
  back += stageCurtains(random, thin, 2 + detail);
  let front = '';
  // Footlights along the front of the stage on harder pages.
  if (detail > 0) {
    for (let x = 80; x < 1000; x += 120)
      front += `<path d="M${x - 26},1034 A26,26 0 0 1 ${x + 26},1034 Z" fill="#fff" stroke="#000" stroke-width="${thin}"/>`;
  }
  const split = (y: number) => (y < floor ? wavyLine(y, thin, 10) : line(-10, y, 1034, y, thin * 0.8));
  return { back, front, decor: [], split };
}
