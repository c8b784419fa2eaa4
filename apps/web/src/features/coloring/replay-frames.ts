import { CANVAS_SIZE, type ColorKeyLike, type LogOp, type RegionMap, ReplayCore } from '@colorbook/canvas';

/** A replay lasts this long whatever the log's length: its speed adapts. */
export const REPLAY_DURATION_MS = 10_000;

const makeCanvas = (size: number) => {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  return canvas;
};
const context = (canvas: HTMLCanvasElement) => {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas is not available');
  return ctx;
};

export interface ReplaySource {
  ops: readonly LogOp[];
  /** The page's line art at document size, on white. */
  lineArt: ImageData;
  colorKey?: ColorKeyLike | null;
  labelRegions?: (lineArt: ImageData) => Promise<RegionMap>;
}

/**
 * A replay and its pictures: the engine's ReplayCore paints the colour layer (the changed boxes
 * are copied to a canvas as they change), and `draw` composes a frame as the colouring screen
 * shows it: paper, colours, then the line art multiplied on top.
 */
export class ReplayFrames {
  readonly core: ReplayCore;
  private readonly colors = makeCanvas(CANVAS_SIZE);
  private readonly colorsCtx = context(this.colors);
  private readonly lines = makeCanvas(CANVAS_SIZE);
  private readonly image: ImageData;

  private constructor(source: ReplaySource) {
    const { labelRegions } = source;
    this.core = new ReplayCore(source.ops, {
      lineArt: source.lineArt,
      colorKey: source.colorKey,
      labelRegions: labelRegions ? (art) => labelRegions(art as ImageData) : undefined,
      onShow: (rect) =>
        this.colorsCtx.putImageData(this.image, 0, 0, rect.x, rect.y, rect.width, rect.height),
    });
    this.image = new ImageData(this.core.pixels as Uint8ClampedArray<ArrayBuffer>, CANVAS_SIZE, CANVAS_SIZE);
    context(this.lines).putImageData(source.lineArt, 0, 0);
  }

  /** Ready once the regions are labelled and the colour key (if any) is laid out. */
  static async create(source: ReplaySource): Promise<ReplayFrames> {
    const frames = new ReplayFrames(source);
    await Promise.all([frames.core.whenRegions(), frames.core.ready()]);
    return frames;
  }

  /** Moves to `fraction` (0–1) of the replay. */
  seekFraction(fraction: number): void {
    this.core.seek(fraction * this.core.total);
  }
  get fraction(): number {
    return this.core.total === 0 ? 1 : this.core.position / this.core.total;
  }

  /** Draws the current frame onto `ctx`, scaled to its canvas. */
  draw(ctx: CanvasRenderingContext2D): void {
    const { width, height } = ctx.canvas;
    ctx.save();
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.globalCompositeOperation = 'source-over';
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(this.colors, 0, 0, width, height);
    ctx.globalCompositeOperation = 'multiply';
    ctx.drawImage(this.lines, 0, 0, width, height);
    ctx.restore();
  }

  /** The last frame's card: the finished picture with the app's name along its foot. */
  drawEndCard(ctx: CanvasRenderingContext2D, appName: string, title: string): void {
    this.draw(ctx);
    const { width, height } = ctx.canvas;
    const band = Math.round(height * 0.1);
    ctx.save();
    ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.fillRect(0, height - band, width, band);
    ctx.fillStyle = '#1f1b2e';
    ctx.textBaseline = 'middle';
    ctx.font = `800 ${Math.round(band * 0.42)}px system-ui, sans-serif`;
    ctx.fillText(appName, band * 0.35, height - band / 2);
    ctx.font = `600 ${Math.round(band * 0.3)}px system-ui, sans-serif`;
    ctx.textAlign = 'right';
    const name = title.length > 40 ? `${title.slice(0, 39)}…` : title;
    ctx.fillText(name, width - band * 0.35, height - band / 2);
    ctx.restore();
  }
}
