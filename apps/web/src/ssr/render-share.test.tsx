import { describe, expect, it } from 'vitest';
import { renderShare } from './entry-server';

const share = {
  path: '/s/AbCdEfGhIjKlMnOpQrStUvWx',
  title: 'A cat <b>in</b> a hat',
  painterName: 'Ann & Bo',
  pageId: 7,
  picture: '/s/AbCdEfGhIjKlMnOpQrStUvWx/picture.webp?v=1',
};
const settings = [{ name: 'app_name', value: 'Crayonland' }];

describe('renderShare (/s/{token})', () => {
  it('shows the picture, the title, the painter and the way to colour the same page', () => {
    const { html, settings: view } = renderShare({ share, settings });
    expect(view.appName).toBe('Crayonland');
    expect(html).toContain('src="/s/AbCdEfGhIjKlMnOpQrStUvWx/picture.webp?v=1"');
    // Text is escaped, never markup.
    expect(html).toContain('A cat &lt;b&gt;in&lt;/b&gt; a hat');
    expect(html).toContain('Coloured by <strong');
    expect(html).toContain('Ann &amp; Bo');
    expect(html).toContain('Colour this page yourself');
    expect(html).toContain('href="/sign-up?next=%2Fpages%2F7%2Fcolor"');
    expect(html).toContain('href="/sign-in?next=%2Fpages%2F7%2Fcolor"');
    expect(html).toContain('Made with Crayonland');
  });

  it('leaves the painter out when they hid their name', () => {
    const { html } = renderShare({ share: { ...share, painterName: null }, settings });
    expect(html).not.toContain('Ann');
    expect(html).not.toContain('Coloured by');
    expect(html).toContain('alt="A colouring of “A cat &lt;b&gt;in&lt;/b&gt; a hat”"');
  });

  it('speaks the visitor’s language, the replay player’s labels included', () => {
    const replay = { log: `${share.path}/replay.bin?v=1`, lineArt: `${share.path}/line-art.png?v=1` };
    const { html } = renderShare({ share: { ...share, replay }, settings, locale: 'es' });
    expect(html).toContain('Coloreado por <strong');
    expect(html).toContain('Colorea tú esta página');
    expect(html).toContain('Hecho con Crayonland.');
    // The player script switches the button between these, in the page's language.
    expect(html).toContain('aria-label="Reproducir"');
    expect(html).toContain('data-label-play="Reproducir"');
    expect(html).toContain('data-label-pause="Pausa"');
    expect(html).toContain('data-label-again="Ver otra vez"');
    expect(html).toContain('aria-label="Saltar al final"');
    expect(html).toContain('aria-valuetext="0\u00a0%"');
    expect(html).not.toMatch(/Coloured by|Colour this page|Play again|Skip to the end/);
  });

  it('is English by default, the player’s labels too', () => {
    const replay = { log: `${share.path}/replay.bin?v=1`, lineArt: `${share.path}/line-art.png?v=1` };
    const { html } = renderShare({ share: { ...share, replay }, settings });
    expect(html).toContain('data-label-pause="Pause"');
    expect(html).toContain('data-label-again="Play again"');
    expect(html).toContain('aria-valuetext="0%"');
  });
});
