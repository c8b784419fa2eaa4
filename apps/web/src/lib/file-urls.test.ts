import { describe, expect, it } from 'vitest';
import { absoluteFileUrls, relativeFileUrls } from './file-urls';

const origin = 'https://colorbook.example';
const page = {
  id: 3,
  illustration: '/api/files/illustrations/2026/11/a.png',
  colored: { photo: '/api/files/colorings/2026/11/b.png', preview: '/api/files/previews/c.webp' },
  tags: ['/api/files/x.png', 'plain'],
  title: '/api/not-a-file',
  user: null,
};

describe('file URLs in the native shells', () => {
  it('puts the API origin in front of every file URL in an answer', () => {
    expect(absoluteFileUrls(page, origin)).toEqual({
      ...page,
      illustration: `${origin}/api/files/illustrations/2026/11/a.png`,
      colored: {
        photo: `${origin}/api/files/colorings/2026/11/b.png`,
        preview: `${origin}/api/files/previews/c.webp`,
      },
      tags: [`${origin}/api/files/x.png`, 'plain'],
    });
  });

  it('sends the server its own relative URLs back', () => {
    expect(relativeFileUrls(absoluteFileUrls(page, origin), origin)).toEqual(page);
    expect(relativeFileUrls({ photo: 'https://elsewhere.example/api/files/x.png' }, origin)).toEqual({
      photo: 'https://elsewhere.example/api/files/x.png',
    });
  });

  it('changes nothing on the web (same origin)', () => {
    expect(absoluteFileUrls(page, '')).toBe(page);
    expect(relativeFileUrls(page, '')).toBe(page);
  });
});
