/**
 * How the engine drew strokes before it rasterised them itself (Canvas2D paths, round caps), kept
 * for the history bench, which prints its drawing cost beside the engine's.
 */
import type { StrokeSegment } from '@colorbook/canvas';

/** Draws segments as the old engine's `draw()` did: one path per segment, round caps. */
export const drawCanvas2d = (
  ctx: CanvasRenderingContext2D,
  segments: readonly StrokeSegment[],
  color: string,
  erase: boolean,
): void => {
  if (segments.length === 0) return;
  ctx.save();
  ctx.globalCompositeOperation = erase ? 'destination-out' : 'source-over';
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const segment of segments) {
    ctx.beginPath();
    if (segment.kind === 'dot') {
      ctx.arc(segment.x, segment.y, segment.width / 2, 0, Math.PI * 2);
      ctx.fill();
    } else {
      ctx.lineWidth = segment.width;
      ctx.moveTo(segment.x0, segment.y0);
      ctx.quadraticCurveTo(segment.cx, segment.cy, segment.x1, segment.y1);
      ctx.stroke();
    }
  }
  ctx.restore();
};
