import { describe, expect, it } from 'vitest';
import { pointOnSegment, pressureFactor, type StrokeSegment, StrokeSmoother, segmentBounds } from './stroke';

const endOf = (s: StrokeSegment) => (s.kind === 'dot' ? { x: s.x, y: s.y } : { x: s.x1, y: s.y1 });
const startOf = (s: StrokeSegment) => (s.kind === 'dot' ? { x: s.x, y: s.y } : { x: s.x0, y: s.y0 });

const draw = (samples: { x: number; y: number; pressure?: number }[], brushSize = 20, zoom = 1) => {
  const smoother = new StrokeSmoother({ brushSize, zoom });
  const [first, ...rest] = samples;
  if (!first) throw new Error('no samples');
  return [...smoother.begin(first), ...smoother.add(rest), ...smoother.end()];
};

describe('StrokeSmoother', () => {
  it('leaves a round dot of brush size ÷ zoom for a tap', () => {
    expect(draw([{ x: 10, y: 20 }])).toEqual([{ kind: 'dot', x: 10, y: 20, width: 20 }]);
    expect(draw([{ x: 10, y: 20 }], 20, 0.5)[0]?.width).toBe(40);
    expect(draw([{ x: 10, y: 20 }], 5, 2)[0]?.width).toBe(2.5);
  });

  it('produces one continuous path from the first to the last sample', () => {
    const samples = [
      { x: 0, y: 0 },
      { x: 10, y: 2 },
      { x: 20, y: 8 },
      { x: 25, y: 20 },
      { x: 24, y: 35 },
    ];
    const segments = draw(samples).slice(1);
    expect(startOf(segments[0] as StrokeSegment)).toEqual({ x: 0, y: 0 });
    expect(endOf(segments.at(-1) as StrokeSegment)).toEqual({ x: 24, y: 35 });
    for (let i = 1; i < segments.length; i++) {
      expect(startOf(segments[i] as StrokeSegment)).toEqual(endOf(segments[i - 1] as StrokeSegment));
    }
  });

  it('rounds off corners through the midpoints instead of drawing a polyline', () => {
    const segments = draw([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
    ]);
    const corner = segments.find((s) => s.kind === 'quad' && s.cx === 100 && s.cy === 0);
    expect(corner).toMatchObject({ x0: 50, y0: 0, x1: 100, y1: 50 });
    const apex = pointOnSegment(corner as StrokeSegment, 0.5);
    expect(apex).toEqual({ x: 87.5, y: 12.5 });
  });

  it('gives the same path for coalesced samples as for one event per sample', () => {
    const samples = Array.from({ length: 12 }, (_, i) => ({ x: i * 7, y: Math.sin(i) * 20, pressure: 0.5 }));
    const oneByOne = new StrokeSmoother({ brushSize: 20, zoom: 1 });
    const pieces = [...oneByOne.begin(samples[0] as (typeof samples)[0])];
    for (const s of samples.slice(1)) pieces.push(...oneByOne.add([s]));
    pieces.push(...oneByOne.end());
    expect(draw(samples)).toEqual(pieces);
  });

  it('ignores sub-pixel jitter', () => {
    const segments = draw([
      { x: 10, y: 10 },
      { x: 10.2, y: 10.1 },
      { x: 10.3, y: 9.9 },
    ]);
    expect(segments).toHaveLength(1);
  });

  it('follows pen pressure, easing towards it, and ignores the mouse 0.5', () => {
    expect(pressureFactor(0.5)).toBe(1);
    expect(pressureFactor(undefined)).toBe(1);
    expect(pressureFactor(0)).toBe(1);
    expect(pressureFactor(1)).toBeCloseTo(1.6);
    const segments = draw(Array.from({ length: 8 }, (_, i) => ({ x: i * 10, y: 0, pressure: 1 })));
    const widths = segments.map((s) => s.width);
    expect(widths[0]).toBeCloseTo(32);
    const light = draw(
      Array.from({ length: 10 }, (_, i) => ({ x: i * 10, y: 0, pressure: i === 0 ? 1 : 0.1 })),
    );
    const lightWidths = light.map((s) => s.width);
    for (let i = 2; i < lightWidths.length; i++)
      expect(lightWidths[i]).toBeLessThan(lightWidths[i - 1] as number);
    expect(lightWidths.at(-1)).toBeCloseTo(20 * 0.52, 0);
  });

  it('bounds each segment, caps included', () => {
    const segments = draw([
      { x: 0, y: 0 },
      { x: 40, y: 10 },
      { x: 60, y: 60 },
    ]);
    for (const segment of segments) {
      const box = segmentBounds(segment);
      for (let t = 0; t <= 1; t += 0.1) {
        const p = pointOnSegment(segment, t);
        expect(p.x - segment.width / 2).toBeGreaterThanOrEqual(box.x);
        expect(p.y - segment.width / 2).toBeGreaterThanOrEqual(box.y);
        expect(p.x + segment.width / 2).toBeLessThanOrEqual(box.x + box.width);
        expect(p.y + segment.width / 2).toBeLessThanOrEqual(box.y + box.height);
      }
    }
  });
});
