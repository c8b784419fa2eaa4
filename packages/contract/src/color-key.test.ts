import { describe, expect, it } from 'vitest';
import { COLOR_KEY_MAX_REGIONS, colorKeySchema } from './color-key';

const key = (overrides: Record<string, unknown> = {}) => ({
  palette: ['#ef4444', '#22C55E', '#3b82f6'],
  regions: [
    { x: 0, y: 0, c: 0 },
    { x: 1023, y: 1023, c: 2 },
    { x: 512, y: 40, c: 1 },
  ],
  ...overrides,
});

const issuePaths = (value: unknown) => {
  const result = colorKeySchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('colorKeySchema', () => {
  it('takes a palette of hex colours and points on the page with known indexes', () => {
    expect(colorKeySchema.parse(key())).toEqual(key());
    const full = Array.from({ length: 24 }, (_, i) => `#0000${i.toString(16).padStart(2, '0')}`);
    expect(colorKeySchema.safeParse(key({ palette: full })).success).toBe(true);
  });

  it('refuses points outside the 1024×1024 page or between pixels', () => {
    expect(issuePaths(key({ regions: [{ x: 1024, y: 5, c: 0 }] }))).toEqual(['regions.0.x']);
    expect(issuePaths(key({ regions: [{ x: 5, y: -1, c: 0 }] }))).toEqual(['regions.0.y']);
    expect(issuePaths(key({ regions: [{ x: 5.5, y: 5, c: 0 }] }))).toEqual(['regions.0.x']);
  });

  it('refuses an index the palette does not have', () => {
    expect(
      issuePaths(
        key({
          regions: [
            { x: 5, y: 5, c: 1 },
            { x: 6, y: 6, c: 3 },
          ],
        }),
      ),
    ).toEqual(['regions.1.c']);
    expect(issuePaths(key({ regions: [{ x: 5, y: 5, c: -1 }] }))).toEqual(['regions.0.c']);
  });

  it('refuses more than 24 colours, an empty palette and colours not written #rrggbb', () => {
    const many = Array.from({ length: 25 }, () => '#112233');
    expect(issuePaths(key({ palette: many }))).toEqual(['palette']);
    expect(issuePaths(key({ palette: [], regions: [] }))).toEqual(['palette']);
    for (const colour of ['#fff', 'red', '#11223344', '112233', '#12345g'])
      expect([colour, issuePaths(key({ palette: [colour, '#000000', '#ffffff'] }))]).toEqual([
        colour,
        ['palette.0'],
      ]);
  });

  it('refuses a key with more points than any page has regions', () => {
    const regions = Array.from({ length: COLOR_KEY_MAX_REGIONS + 1 }, () => ({ x: 1, y: 1, c: 0 }));
    expect(issuePaths(key({ regions }))).toEqual(['regions']);
  });
});
