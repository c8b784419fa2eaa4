import type { BrushTexture } from './brush-texture';
import { parseHex } from './color';
import { DEFAULT_BRUSH_SIZE, DEFAULT_COLOR, DEFAULT_ZOOM } from './constants';
import type { Tool } from './editor-state';
import type { EnginePointer, PaintCoreOptions } from './engine-types';
import {
  type FillStyle,
  type GradientDrag,
  paintGradientTaps,
  paintTaps,
  symmetricTaps,
  type Tap,
  tapsBox,
} from './fill-tools';
import { LayerCore } from './layer-core';
import { type StrokeSegment, StrokeSmoother, segmentBounds } from './stroke';
import { type RasterInk, StrokeRaster } from './stroke-raster';
import { type Symmetry, symmetryTransforms, type Transform, transformSegment } from './symmetry';
import { clipRect, type Rect, unionRect } from './types';

export type { EngineChange, EngineChangeKind, EnginePointer, PaintCoreOptions } from './engine-types';

/**
 * The colouring engine without the DOM: the colour layer (LayerCore) and its tools (brush and
 * eraser with textures, fill with flat, gradient and pattern styles, eyedropper, symmetry).
 * `ColoringEngine` binds it to a canvas; tests drive it directly. One pointer gesture is one
 * history state, whatever symmetry copies it.
 */
export class PaintCore extends LayerCore {
  tool: Tool;
  color: string;
  brushSize: number;
  zoom: number;
  gapClose: number | undefined;
  symmetry: Symmetry = 'off';
  texture: BrushTexture = 'plain';
  fillStyle: FillStyle = { kind: 'flat' };
  private smoother: StrokeSmoother | null = null;
  private readonly raster: StrokeRaster;
  /** The current stroke's ink (its colour and texture, or the eraser), fixed when it starts. */
  private ink: RasterInk = { erase: true };
  private transforms: Transform[];
  /** What the stroke in progress has painted so far. */
  private strokeBox: Rect | null = null;
  /** A gradient fill being dragged: its taps, and how it paints them. */
  private drag: { taps: Tap[]; box: Rect; gradient: GradientDrag } | null = null;

  constructor(options: PaintCoreOptions) {
    super(options);
    this.tool = options.tool ?? 'brush';
    this.color = options.color ?? DEFAULT_COLOR;
    this.brushSize = options.brushSize ?? DEFAULT_BRUSH_SIZE;
    this.zoom = options.zoom ?? DEFAULT_ZOOM;
    this.gapClose = options.gapClose;
    this.raster = new StrokeRaster(this.size, this.history.tileSize);
    this.transforms = symmetryTransforms('off', this.size);
  }

  get isDrawing(): boolean {
    return this.smoother !== null || this.drag !== null;
  }

  setTool(tool: Tool): void {
    this.cancelStroke();
    this.tool = tool;
  }
  setColor(color: string): void {
    parseHex(color);
    this.color = color;
  }
  setBrushSize(size: number): void {
    this.brushSize = size;
  }
  setZoom(zoom: number): void {
    this.zoom = zoom;
  }
  /** Mirrors strokes and fills from the next gesture on. */
  setSymmetry(symmetry: Symmetry): void {
    this.cancelStroke();
    this.symmetry = symmetry;
    this.transforms = symmetryTransforms(symmetry, this.size);
  }
  setBrushTexture(texture: BrushTexture): void {
    this.cancelStroke();
    this.texture = texture;
  }
  setFillStyle(style: FillStyle): void {
    if (style.kind === 'gradient') parseHex(style.to);
    if (style.kind === 'pattern' && style.background) parseHex(style.background);
    this.cancelStroke();
    this.fillStyle = style;
  }

  /**
   * Starts a stroke, fills or picks (for those tools), or starts a gradient drag (the fill tool
   * with a gradient style: pointer moves aim it, pointer up records it).
   */
  pointerDown(pointer: EnginePointer): void {
    // A gradient drag whose pointer up never came (a screen that treats fills as taps) ends here.
    if (this.drag) this.pointerUp();
    if (this.isDrawing) return;
    if (this.tool === 'fill') {
      if (this.fillStyle.kind === 'gradient') this.startGradient(pointer.x, pointer.y);
      else this.fillAt(pointer.x, pointer.y);
      return;
    }
    if (this.tool === 'eyedropper') {
      const color = this.pickAt(pointer.x, pointer.y);
      if (color) {
        this.color = color;
        this.emit('pick', null, color);
      }
      return;
    }
    this.smoother = new StrokeSmoother({ brushSize: this.brushSize, zoom: this.zoom });
    const [r, g, b] = parseHex(this.color);
    this.ink =
      this.tool === 'eraser' ? { erase: true } : { erase: false, rgb: [r, g, b], texture: this.texture };
    this.raster.begin();
    this.strokeBox = null;
    this.draw(this.smoother.begin(pointer));
  }

  pointerMove(pointer: EnginePointer): void {
    if (this.drag) {
      this.aimGradient(pointer.x, pointer.y);
      return;
    }
    if (!this.smoother) return;
    const samples = pointer.coalesced?.length ? pointer.coalesced : [pointer];
    this.draw(this.smoother.add(samples));
  }

  /** Ends the stroke or gradient drag and records it; true when the layer changed. */
  pointerUp(pointer?: EnginePointer): boolean {
    const drag = this.drag;
    if (drag) {
      if (pointer) this.aimGradient(pointer.x, pointer.y);
      this.drag = null;
      return this.commit('fill', drag.box);
    }
    if (!this.smoother) return false;
    if (pointer) this.draw(this.smoother.add(pointer.coalesced?.length ? pointer.coalesced : [pointer]));
    this.draw(this.smoother.end());
    this.smoother = null;
    // The stroke is already in the layer: the history keeps the old rows it changed (nothing,
    // and no new state, when it painted nowhere).
    return this.commit('stroke', this.strokeBox, this.raster.changed);
  }

  /** Abandons the stroke or gradient drag in progress (a second finger started a pinch), leaving no trace. */
  override cancelStroke(): void {
    if (!this.smoother && !this.drag) return;
    this.smoother = null;
    this.drag = null;
    const rect = this.history.revert();
    if (rect) this.show(rect);
  }

  /** Fills the region at (x, y) (and its symmetric copies) with the fill style; one history state. */
  fillAt(x: number, y: number): Rect | null {
    if (this.fillStyle.kind === 'gradient') {
      // A tap with the gradient style: the region's own top-to-bottom (or outward) gradient.
      this.startGradient(x, y);
      const box = this.drag?.box ?? null;
      this.pointerUp();
      return box;
    }
    return this.paintRegionAt(x, y, this.fillStyle);
  }

  /**
   * Colour by number's tap: fills the region at (x, y) (and its symmetric copies) flat in the
   * current colour, whatever the tool and the fill style; one history state.
   */
  fillRegion(x: number, y: number): Rect | null {
    this.cancelStroke();
    return this.paintRegionAt(x, y, { kind: 'flat' });
  }

  private paintRegionAt(x: number, y: number, style: FillStyle): Rect | null {
    const map = this.ensureRegions();
    const options = { gapClose: this.gapClose };
    const taps = symmetricTaps(map, this.transforms, x, y, options);
    const box = tapsBox(map, taps, options);
    if (!box) return null;
    this.history.capture(box);
    const rect = paintTaps(map, this.layer, taps, parseHex(this.color), style, options);
    if (!rect) return null;
    this.show(rect);
    this.commit('fill', rect);
    return rect;
  }

  private startGradient(x: number, y: number): void {
    if (this.fillStyle.kind !== 'gradient') return;
    const map = this.ensureRegions();
    const options = { gapClose: this.gapClose };
    const taps = symmetricTaps(map, this.transforms, x, y, options);
    const box = tapsBox(map, taps, options);
    if (!box) return;
    this.history.capture(box);
    const { to, radial } = this.fillStyle;
    this.drag = {
      taps,
      box,
      gradient: {
        from: parseHex(this.color),
        to: parseHex(to),
        radial: radial ?? false,
        start: [x, y],
        end: null,
      },
    };
    this.paintGradient();
  }

  /** Aims the drag at (x, y); a wobble of a few pixels is still a tap. */
  private aimGradient(x: number, y: number): void {
    const drag = this.drag;
    if (!drag) return;
    const [sx, sy] = drag.gradient.start;
    const end = Math.hypot(x - sx, y - sy) < 4 ? null : ([x, y] as const);
    drag.gradient = { ...drag.gradient, end };
    this.paintGradient();
  }

  private paintGradient(): void {
    const drag = this.drag;
    if (!drag || !this.regions) return;
    // Every pixel of the regions is written each time: nothing of the last aim is left.
    const rect = paintGradientTaps(this.regions, this.layer, drag.taps, drag.gradient, {
      gapClose: this.gapClose,
    });
    if (rect) this.show(rect);
  }

  private draw(segments: StrokeSegment[]): void {
    let box: Rect | null = null;
    for (const drawn of segments) {
      for (const transform of this.transforms) {
        const segment = transform === this.transforms[0] ? drawn : transformSegment(transform, drawn);
        const bounds = segmentBounds(segment);
        const clipped = clipRect(
          bounds.x,
          bounds.y,
          bounds.x + bounds.width,
          bounds.y + bounds.height,
          this.size,
          this.size,
        );
        if (!clipped) continue;
        // Copy-on-write: the tiles this segment reaches are kept before it paints them.
        this.history.touch(clipped);
        this.raster.paint(this.layer.data, segment, this.ink);
        box = unionRect(box, clipped);
      }
    }
    if (!box) return;
    this.strokeBox = unionRect(this.strokeBox, box);
    this.show(box);
  }
}
