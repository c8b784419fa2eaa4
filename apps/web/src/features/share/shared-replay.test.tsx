import { describe, expect, it } from 'vitest';
import { renderShare } from '../../ssr/entry-server';

const share = {
  path: '/s/AbCdEfGhIjKlMnOpQrStUvWx',
  title: 'A fox',
  painterName: 'Ann',
  pageId: 7,
  picture: '/s/AbCdEfGhIjKlMnOpQrStUvWx/picture.webp?v=1',
};
const settings = [{ name: 'app_name', value: 'Crayonland' }];
const replay = {
  log: '/s/AbCdEfGhIjKlMnOpQrStUvWx/replay.bin?v=1',
  lineArt: '/s/AbCdEfGhIjKlMnOpQrStUvWx/line-art.png?v=1',
};

describe('the share page’s replay player markup', () => {
  it('wraps the still picture with the player’s sources and hidden controls when a log exists', () => {
    const { html } = renderShare({ share: { ...share, replay }, settings });
    expect(html).toContain('data-share-player=""');
    expect(html).toContain(`data-log="${replay.log}"`);
    expect(html).toContain(`data-line-art="${replay.lineArt}"`);
    // Without script the visitor sees the picture; the canvas and controls wait for the player.
    expect(html).toContain('src="/s/AbCdEfGhIjKlMnOpQrStUvWx/picture.webp?v=1"');
    expect(html).toMatch(/<canvas hidden=""/);
    expect(html).toMatch(/<div hidden="" class="[^"]*" data-replay-controls=""/);
    expect(html).toContain('aria-label="Skip to the end"');
    expect(html).toContain('aria-label="Replay position"');
    // No inline script or handler (the CSP allows neither).
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('is not rendered without a log', () => {
    for (const none of [undefined, null]) {
      const { html } = renderShare({ share: { ...share, replay: none }, settings });
      expect(html).not.toContain('data-share-player');
      expect(html).not.toContain('canvas');
      expect(html).toContain('data-testid="shared-picture"');
    }
  });
});
