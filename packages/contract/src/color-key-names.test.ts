import { describe, expect, it } from 'vitest';
import { colorKeySchema } from './color-key';
import { page } from './pages';

const key = (names?: unknown) => ({
  palette: ['#ef4444', '#22c55e'],
  ...(names === undefined ? {} : { names }),
  regions: [
    { x: 10, y: 10, c: 0 },
    { x: 20, y: 20, c: 1 },
  ],
});

const issuePaths = (value: unknown) => {
  const result = colorKeySchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('colour names in a key', () => {
  it('are optional, one per palette colour', () => {
    expect(colorKeySchema.parse(key())).toEqual(key());
    expect(colorKeySchema.parse(key(['Red', 'Grass green'])).names).toEqual(['Red', 'Grass green']);
  });

  it('refuse a count that does not match the palette, and empty or overlong names', () => {
    expect(issuePaths(key(['Red']))).toEqual(['names']);
    expect(issuePaths(key(['Red', 'Green', 'Blue']))).toEqual(['names']);
    expect(issuePaths(key(['Red', ' ']))).toEqual(['names.1']);
    expect(issuePaths(key(['Red', 'x'.repeat(41)]))).toEqual(['names.1']);
  });
});

describe('has_color_key on a page', () => {
  it('is optional, so list entries and older servers parse as before', () => {
    const base = {
      id: 1,
      prompt: 'a cat',
      title: 'A cat',
      style: null,
      difficulty: null,
      user: { name: 'Ann', photo: null },
      illustration: '/a.png',
      preview: '/a.webp',
      colored: null,
      colored_count: 0,
      favorited_count: 0,
      is_colored: false,
      is_favorited: false,
      is_owner: true,
      blocked: false,
      trending: false,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    expect(page.parse(base).has_color_key).toBeUndefined();
    expect(page.parse({ ...base, has_color_key: true }).has_color_key).toBe(true);
    expect(page.safeParse({ ...base, has_color_key: 'yes' }).success).toBe(false);
  });
});
