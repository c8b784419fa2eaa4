import { describe, expect, it } from 'vitest';
import { keyTestPage, POINTS } from './key-test-page.testing';
import { PaintCore } from './paint-core';
import { labelRegions } from './regions';
import type { Rect } from './types';

describe('restoring part of the colour layer', () => {
  it('puts back just the box, shows just it, and undo after it returns to the restored picture', async () => {
    const page = keyTestPage();
    const map = labelRegions(page);
    const core = new PaintCore({ lineArt: page, labelRegions: async () => map });
    await core.whenRegions();
    core.setTool('fill');
    core.fillAt(POINTS.left.x, POINTS.left.y);
    const before = core.snapshot();
    const shown: Rect[] = [];
    core.onChange((change) => change.kind === 'restore' && change.rect && shown.push(change.rect));
    core.setColor('#22c55e');
    core.fillAt(POINTS.right.x, POINTS.right.y);
    const right: Rect = { x: 600, y: 80, width: 340, height: 340 };
    core.restore(before, right);
    expect(Buffer.from(core.snapshot()).equals(Buffer.from(before))).toBe(true);
    expect(shown).toEqual([right]);
    core.fillAt(POINTS.background.x, POINTS.background.y);
    expect(core.undo()).toBe(true);
    expect(Buffer.from(core.snapshot()).equals(Buffer.from(before))).toBe(true);
    expect(core.canUndo).toBe(false);
  });
});
