import { describe, expect, it } from 'vitest';
import {
  type EditorAction,
  type EditorState,
  editorReducer,
  initialEditorState,
  RECENT_COLORS,
} from './editor-state';

const run = (...actions: EditorAction[]): EditorState => actions.reduce(editorReducer, initialEditorState());

describe('editor state', () => {
  it('starts with the spec defaults: brush tool, not drawing, saved, size 20, black, zoom 1', () => {
    expect(initialEditorState()).toEqual({
      zoom: 1,
      isDrawing: false,
      isSaved: true,
      brushSize: 20,
      color: '#000000',
      brush: false,
      palette: false,
      eraser: false,
      scale: false,
      tool: 'brush',
      isExporting: false,
      recentColors: [],
    });
  });

  it('marks the page unsaved when a stroke ends, and saved again after saving', () => {
    const drawing = run({ type: 'drawStart' });
    expect(drawing.isDrawing).toBe(true);
    const lifted = editorReducer(drawing, { type: 'drawEnd' });
    expect([lifted.isDrawing, lifted.isSaved]).toEqual([false, false]);
    expect(editorReducer(lifted, { type: 'markSaved' }).isSaved).toBe(true);
    expect(run({ type: 'drawEnd' }).isSaved).toBe(true);
  });

  it('switches tools and keeps the eraser flag in step', () => {
    expect(run({ type: 'setTool', tool: 'eraser' })).toMatchObject({ tool: 'eraser', eraser: true });
    expect(run({ type: 'setTool', tool: 'eraser' }, { type: 'setTool', tool: 'fill' })).toMatchObject({
      tool: 'fill',
      eraser: false,
    });
  });

  it('picking a colour returns from eraser or eyedropper to the brush, but keeps fill', () => {
    expect(run({ type: 'setTool', tool: 'eraser' }, { type: 'setColor', color: '#EF4444' })).toMatchObject({
      tool: 'brush',
      eraser: false,
      color: '#ef4444',
    });
    expect(run({ type: 'setTool', tool: 'eyedropper' }, { type: 'setColor', color: '#ef4444' }).tool).toBe(
      'brush',
    );
    expect(run({ type: 'setTool', tool: 'fill' }, { type: 'setColor', color: '#ef4444' }).tool).toBe('fill');
  });

  it('keeps recent colours newest first, without duplicates, up to the limit', () => {
    const colors = Array.from({ length: RECENT_COLORS + 2 }, (_, i) => `#00000${i.toString(16)}`);
    const state = run(...colors.map((color) => ({ type: 'setColor', color }) as const), {
      type: 'setColor',
      color: '#000003',
    });
    expect(state.recentColors).toHaveLength(RECENT_COLORS);
    expect(state.recentColors[0]).toBe('#000003');
    expect(state.recentColors[1]).toBe('#000009');
    expect(new Set(state.recentColors).size).toBe(RECENT_COLORS);
  });

  it('toggles the palette, brush and scale panels', () => {
    const state = run({ type: 'togglePalette' }, { type: 'toggleBrush' }, { type: 'toggleScale' });
    expect([state.palette, state.brush, state.scale]).toEqual([true, true, true]);
    expect(editorReducer(state, { type: 'togglePalette' }).palette).toBe(false);
  });

  it('full zoom sets zoom 1 and marks exporting; fit zoom sets width ÷ 1024 and ends exporting', () => {
    const full = run({ type: 'setZoom', zoom: 0.3 }, { type: 'fullZoom' });
    expect([full.zoom, full.isExporting]).toEqual([1, true]);
    const fit = editorReducer(full, { type: 'fitZoom', containerWidth: 768 });
    expect([fit.zoom, fit.isExporting]).toEqual([0.75, false]);
  });

  it('clear marks the page unsaved', () => {
    expect(run({ type: 'clear' }).isSaved).toBe(false);
  });

  it('reset returns tool, colour, brush size, zoom flags and panels to defaults', () => {
    const busy = run(
      { type: 'setTool', tool: 'eraser' },
      { type: 'setColor', color: '#22c55e' },
      { type: 'setTool', tool: 'fill' },
      { type: 'setBrushSize', size: 5 },
      { type: 'fullZoom' },
      { type: 'setZoom', zoom: 2 },
      { type: 'togglePalette' },
      { type: 'toggleBrush' },
      { type: 'toggleScale' },
    );
    const reset = editorReducer(busy, { type: 'reset' });
    expect(reset).toEqual({ ...initialEditorState(), recentColors: ['#22c55e'] });
  });
});
