import { CANVAS_SIZE } from './constants';
import { compositeLayers } from './export';
import { PaintCore, type PaintCoreOptions } from './paint-core';
import type { RegionMap } from './regions';
import type { Rect } from './types';

export type { EngineChange, EngineChangeKind, EnginePointer } from './paint-core';

export interface ColoringEngineOptions extends Omit<PaintCoreOptions, 'lineArt' | 'labelRegions'> {
  /** The visible colour layer; the engine sizes it to the document and owns its pixels. */
  colorCanvas: HTMLCanvasElement;
  /** The page's line art: pixels, or an image (loaded, same-origin or CORS) to rasterise. */
  lineArt: ImageData | CanvasImageSource;
  /**
   * Labels the page's regions off the main thread (the web app posts the pixels to a worker).
   * Without it, or when it fails, or when a fill comes before it answers, the engine labels
   * them itself on first fill.
   */
  labelRegions?: (lineArt: ImageData) => Promise<RegionMap>;
}

const context = (canvas: HTMLCanvasElement): CanvasRenderingContext2D => {
  // The engine only puts pixels (and reads line art back once): nothing reads the colour canvas
  // back, but a CPU-backed canvas keeps small puts cheap, with no upload to the GPU for each. In
  // headless Chromium with a (SwiftShader) GPU canvas, a stroke's 41 puts cost 0.4–0.8 ms plus
  // 3.4 ms at the next flush, against 0.1 ms and nothing with this option.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas is not available');
  return ctx;
};

const rasterise = (source: ImageData | CanvasImageSource, size: number): ImageData => {
  if (source instanceof ImageData && source.width === size && source.height === size) return source;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = context(canvas);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);
  if (source instanceof ImageData) {
    const temp = document.createElement('canvas');
    temp.width = source.width;
    temp.height = source.height;
    context(temp).putImageData(source, 0, 0);
    ctx.drawImage(temp, 0, 0, size, size);
  } else {
    ctx.drawImage(source, 0, 0, size, size);
  }
  return ctx.getImageData(0, 0, size, size);
};

/**
 * The colouring engine bound to a canvas: a thin DOM shell around the tested core (PaintCore:
 * fill, history, strokes, colour key). The colour canvas is the colour layer only; the screen
 * shows the line art above it (CSS `mix-blend-mode: multiply`, no pointer events), so nothing
 * painted can cover a line and the eraser never touches one. Numbers of colour by number go on
 * a third canvas above both (NumberOverlay), never on this one.
 *
 * Every change is made in the core's layer and then shown by putting the changed box on the
 * canvas: strokes are rasterised in JS (stroke-raster.ts), so nothing is ever read back from the
 * canvas, and the history keeps each tile a stroke reaches as the stroke first reaches it.
 */
export class ColoringEngine extends PaintCore {
  private readonly ctx: CanvasRenderingContext2D;
  /** The core's layer as ImageData (the same pixels), for putting on the canvas. */
  private readonly image: ImageData;

  constructor(options: ColoringEngineOptions) {
    const { colorCanvas, labelRegions, ...rest } = options;
    super({
      ...rest,
      lineArt: rasterise(options.lineArt, CANVAS_SIZE),
      // The core hands back the ImageData it was given (rasterise above made one).
      labelRegions: labelRegions ? (lineArt) => labelRegions(lineArt as ImageData) : undefined,
    });
    colorCanvas.width = this.size;
    colorCanvas.height = this.size;
    this.ctx = context(colorCanvas);
    this.image = new ImageData(this.layer.data as Uint8ClampedArray<ArrayBuffer>, this.size, this.size);
    this.ctx.putImageData(this.image, 0, 0);
  }

  /** The finished page: line art multiplied over the colours on white, as pixels. */
  compositeImageData(): ImageData {
    const image = new ImageData(this.size, this.size);
    image.data.set(compositeLayers(this.layer, this.lineArt));
    return image;
  }

  /** The finished page as a 1024×1024 PNG, for download, print and upload (as `image.png`). */
  toPngBlob(): Promise<Blob> {
    const canvas = document.createElement('canvas');
    canvas.width = this.size;
    canvas.height = this.size;
    context(canvas).putImageData(this.compositeImageData(), 0, 0);
    return new Promise((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png');
    });
  }

  protected override show(rect: Rect): void {
    this.ctx.putImageData(this.image, 0, 0, rect.x, rect.y, rect.width, rect.height);
  }
}
