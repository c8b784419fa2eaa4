import { describe, expect, it } from 'vitest';
import { earlyCardPicture } from './early-cards';

describe('the early cards’ pictures', () => {
  const page = {
    title: 'A fox',
    preview: '/api/files/preview/a.webp',
    colored: { preview: '/api/files/preview/c.webp' },
  };

  it('are the page’s preview, and on Colored pages the viewer’s colouring, as PageCard shows', () => {
    expect(earlyCardPicture(page, 'owned')).toBe('/api/files/preview/a.webp');
    expect(earlyCardPicture(page, 'colored')).toBe('/api/files/preview/c.webp');
    expect(earlyCardPicture({ ...page, colored: null }, 'colored')).toBe('/api/files/preview/a.webp');
  });

  it('come only from this site', () => {
    for (const preview of [
      'https://evil.example/x.webp',
      '//evil.example/x.webp',
      'javascript:alert(1)',
      42,
    ]) {
      expect(earlyCardPicture({ preview }, 'owned')).toBeNull();
    }
  });
});
