import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Rect, Stage } from './backdrop';
import { openmojiFolder } from './line-art-library';
import { type LineArt, type Placement, placementTransform } from './line-art-svg';
import { OWN_DRAWINGS } from './own-drawings';
import { PAGE } from './page-measures';
import { twemojiDrawing } from './twemoji';

/**
 * What an offline page's colour key is made from (issue 21): the colours its maker meant.
 * Each placed drawing is OpenMoji's colour version of the same drawing, placed exactly where
 * its black outline is; the scene parts (sky, water, grass, ground…) are the stage's bands.
 */
export interface ColourHint {
  /**
   * An SVG document (1024² user units, transparent where nothing is drawn) of the page's
   * drawings in colour, each over its silhouette in white, in drawing order. White inside a
   * silhouette means "a drawing, but no colour given" (eyes, a cloud's body).
   */
  drawings: string;
  /** The scene's broad parts, later ones over earlier ones. */
  parts: ScenePart[];
}

export type ScenePartName = 'sky' | 'space' | 'water' | 'grass' | 'sand' | 'snow' | 'road' | 'wall' | 'floor';

export interface ScenePart {
  name: ScenePartName;
  /** The colour a child would give it (#rrggbb). */
  hex: string;
  box: Rect;
}

export const PART_COLOUR: Record<ScenePartName, string> = {
  sky: '#7cc6f2',
  space: '#34397a',
  water: '#3d86c6',
  grass: '#6cc04a',
  sand: '#efd8a0',
  snow: '#e4f1fa',
  road: '#c9ced6',
  wall: '#fff1d0',
  floor: '#c8945a',
};
const NIGHT_SKY = '#3b4f9a';

const band = (name: ScenePartName, top: number, bottom: number, hex = PART_COLOUR[name]): ScenePart => ({
  name,
  hex,
  box: { x: 0, y: top, width: PAGE, height: Math.max(0, bottom - top) },
});

/**
 * The broad parts of a scene from its stage: sky above the horizon and the setting's ground
 * below it; `seaTop` is where a seaside's sea begins. Plain, border and badge pages have none.
 */
export function scenePartsOf(stage: Stage, seaTop?: number): ScenePart[] {
  const sky = (bottom: number) => band('sky', 0, bottom, stage.night ? NIGHT_SKY : PART_COLOUR.sky);
  const h = stage.horizon;
  switch (stage.backdrop) {
    case 'meadow':
    case 'garden':
    case 'forest':
    case 'jungle':
    case 'farm':
      return [sky(h), band('grass', h, PAGE)];
    case 'snow':
      return [sky(h), band('snow', h, PAGE)];
    case 'desert':
      return [sky(h), band('sand', h, PAGE)];
    case 'city':
      return [sky(h), band('road', h, PAGE)];
    case 'seaside': {
      const top = seaTop ?? Math.max(300, h - 250);
      return [sky(top), band('water', top, h), band('sand', h, PAGE)];
    }
    case 'underwater':
      return [band('water', 0, h), band('sand', h, PAGE)];
    case 'sky':
      return [sky(PAGE)];
    case 'space':
      return [band('space', 0, PAGE)];
    case 'room':
    case 'party':
      return [band('wall', 0, h), band('floor', h, PAGE)];
    case 'stage':
      return [band('wall', 0, h, '#c2264b'), band('floor', h, PAGE)];
    default:
      return [];
  }
}

/**
 * The colour a child gives each keyed part of a backdrop (scene-parts.ts `keyed`): a yellow
 * sun, white-grey clouds, green leaves and hills, brown trunks, blue water. Hills and mounds
 * take their setting's ground: snow in the snow, sand in the desert, under the sea.
 */
export const KEYED_COLOUR: Record<string, string> = {
  sun: '#ffc933',
  moon: '#fff0a0',
  star: '#ffd54a',
  cloud: '#e6ecf2',
  leaves: '#4caf50',
  trunk: '#8d5a2b',
  hills: '#7cc850',
  mountains: '#9a8070',
  mounds: '#efd8a0',
  water: '#4aa3df',
};
const GROUND_OF: Partial<Record<string, string>> = {
  snow: PART_COLOUR.snow,
  desert: PART_COLOUR.sand,
  seaside: PART_COLOUR.sand,
  underwater: PART_COLOUR.sand,
};

/**
 * The keyed parts of a backdrop's SVG in their colours, without lines: the hint a colour key
 * reads for them. Parts this file has no colour for are left out (coloured automatically).
 */
export function keyedColours(svg: string, backdrop: string): string {
  let out = '';
  for (const match of svg.matchAll(/<g data-key="([a-z]+)">([\s\S]*?)<\/g>/g)) {
    const part = match[1] ?? '';
    const ground = part === 'hills' || part === 'mounds' ? GROUND_OF[backdrop] : undefined;
    const colour = ground ?? KEYED_COLOUR[part];
    if (!colour) continue;
    out += (match[2] ?? '')
      .replace(/<path[^>]*fill="none"[^>]*\/>/g, '')
      .replace(/fill="#fff"/g, `fill="${colour}"`)
      .replace(/stroke="#000"/g, 'stroke="none"');
  }
  return out;
}

/** A colour file without its black line groups (`line`, `line-supplement`): fills only. */
export function withoutLines(svg: string): string {
  const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  let out = '';
  let at = 0;
  const start = /<g\s+id="line[^"]*"[^>]*?(\/?)>/g;
  for (let match = start.exec(body); match; match = start.exec(body)) {
    out += body.slice(at, match.index);
    let end = match.index + match[0].length;
    if (match[1] !== '/') {
      // Skip to the matching </g>, counting nested groups.
      const tags = /<g\b[^>]*?(\/?)>|<\/g>/g;
      tags.lastIndex = end;
      let depth = 1;
      for (let tag = tags.exec(body); tag && depth > 0; tag = tags.exec(body)) {
        if (tag[0] === '</g>') depth--;
        else if (tag[1] !== '/') depth++;
        end = tag.index + tag[0].length;
      }
    }
    at = end;
    start.lastIndex = end;
  }
  return (out + body.slice(at)).replace(/<!--[\s\S]*?-->/g, '').replace(/\sid="[^"]*"/g, '');
}

const colourCache = new Map<string, Promise<string>>();

/**
 * A drawing's colour version in its own units, fills only; loaded once: OpenMoji's colour file
 * (72×72), or for a Twemoji drawing its shapes in their own colours (36×36).
 */
export function loadColourArt(art: Pick<LineArt, 'id' | 'source'>): Promise<string> {
  const hexcode = art.id;
  let colour = colourCache.get(hexcode);
  if (!colour) {
    const own = OWN_DRAWINGS[hexcode];
    const vector = art.source === 'twemoji' ? twemojiDrawing(hexcode) : undefined;
    colour = vector
      ? Promise.resolve(vector.colour)
      : (own
          ? Promise.resolve(own.colour)
          : readFile(path.join(openmojiFolder(), 'color', 'svg', `${hexcode}.svg`), 'utf8')
        ).then(withoutLines);
    colour.catch(() => colourCache.delete(hexcode));
    colourCache.set(hexcode, colour);
  }
  return colour;
}

/** A drawing's colours placed exactly as placeLineArt places its ink, over its white silhouette. */
export function placeColourArt(art: LineArt, colour: string, placement: Omit<Placement, 'stroke'>): string {
  const { transform } = placementTransform(art, placement);
  const silhouette = art.outline ? `<path d="${art.outline}" fill="#fff"/>` : '';
  return `<g transform="${transform}">${silhouette}${colour}</g>`;
}

export const wrapHintSvg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE}" height="${PAGE}" viewBox="0 0 ${PAGE} ${PAGE}">${body}</svg>`;
