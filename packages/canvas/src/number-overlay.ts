import type { ColorKeyState } from './color-key-state';
import { CANVAS_SIZE } from './constants';
import { HighlightMask, overlayNumbers } from './overlay-model';
import { type Symmetry, symmetryGuides } from './symmetry';
import type { Rect } from './types';

export interface OverlayView {
  /** Screen px per document px, as the engine's zoom (fit zoom × the user's zoom). */
  zoom: number;
  /** The chosen swatch's palette index (swatch n is index n − 1), or null for none. */
  swatch: number | null;
  /** The part of the page on screen (document px); numbers outside it are skipped. */
  view?: Rect;
  /** The painting symmetry, shown as faint guides (none when off or omitted). */
  symmetry?: Symmetry;
}

const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const NUMBER_COLOR = '#4b5563';
const HIGHLIGHTED_COLOR = '#111827';
const HALO_COLOR = 'rgba(255, 255, 255, 0.9)';
const GUIDE_COLOR = 'rgba(59, 130, 246, 0.45)';

const context = (canvas: HTMLCanvasElement): CanvasRenderingContext2D => {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas is not available');
  return ctx;
};

/**
 * Colour by number's overlay: the numbers of the regions still to colour, and hatching over
 * those the chosen swatch colours (and the symmetry guides), on a canvas of its own above the
 * line art. Never part of the colour layer, so never in the saved PNG, the download, the print
 * or the preview.
 *
 * The hatching is kept in a second canvas and changed only where a region gains or loses it, so
 * a redraw is one image copy plus the numbers.
 */
export class NumberOverlay {
  readonly size = CANVAS_SIZE;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly mask = new HighlightMask(CANVAS_SIZE, CANVAS_SIZE);
  private readonly hatchCanvas: HTMLCanvasElement;
  private readonly hatchCtx: CanvasRenderingContext2D;
  private readonly hatchImage: ImageData;

  constructor(canvas: HTMLCanvasElement) {
    canvas.width = this.size;
    canvas.height = this.size;
    this.ctx = context(canvas);
    this.hatchCanvas = document.createElement('canvas');
    this.hatchCanvas.width = this.size;
    this.hatchCanvas.height = this.size;
    this.hatchCtx = context(this.hatchCanvas);
    this.hatchImage = new ImageData(this.mask.pixels as Uint8ClampedArray<ArrayBuffer>, this.size, this.size);
  }

  /**
   * Redraws the overlay: the symmetry guides, and colour by number for the engine's colour key
   * (`engine.colorKey`) when it has one.
   */
  draw(key: ColorKeyState, { zoom, swatch, view, symmetry }: OverlayView): void {
    const { ctx } = this;
    ctx.clearRect(0, 0, this.size, this.size);
    if (symmetry && symmetry !== 'off') this.drawGuides(symmetry, zoom);
    const { layout, progress, regions } = key;
    if (!layout || !progress || !regions) return;
    const changed = this.mask.update(regions, layout, progress.done, swatch);
    if (changed)
      this.hatchCtx.putImageData(this.hatchImage, 0, 0, changed.x, changed.y, changed.width, changed.height);
    if (this.mask.any) ctx.drawImage(this.hatchCanvas, 0, 0);

    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = HALO_COLOR;
    let font = -1;
    let highlighted: boolean | null = null;
    for (const number of overlayNumbers(layout, progress.done, zoom, swatch, view)) {
      if (number.font !== font) {
        font = number.font;
        ctx.font = `600 ${font}px ${FONT_FAMILY}`;
        ctx.lineWidth = Math.max(1.5, font * 0.16);
      }
      if (number.highlighted !== highlighted) {
        highlighted = number.highlighted;
        ctx.fillStyle = highlighted ? HIGHLIGHTED_COLOR : NUMBER_COLOR;
      }
      ctx.strokeText(number.text, number.x, number.y);
      ctx.fillText(number.text, number.x, number.y);
    }
  }

  clear(): void {
    this.ctx.clearRect(0, 0, this.size, this.size);
  }

  private drawGuides(symmetry: Symmetry, zoom: number): void {
    const { ctx } = this;
    ctx.strokeStyle = GUIDE_COLOR;
    // About a CSS pixel wide, dashed, whatever the zoom.
    ctx.lineWidth = 1.5 / zoom;
    ctx.setLineDash([8 / zoom, 6 / zoom]);
    ctx.beginPath();
    for (const line of symmetryGuides(symmetry, this.size)) {
      ctx.moveTo(line.x0, line.y0);
      ctx.lineTo(line.x1, line.y1);
    }
    ctx.stroke();
    ctx.setLineDash([]);
  }
}
