import french from '@colorbook/i18n/messages/fr.json';
import { describe, expect, it } from 'vitest';
import { screens } from '../app/screens';
import { EARLY_COLORING_IDS } from '../features/coloring/early-coloring-ids';
import { EARLY_LINE_ART_ID } from '../lib/early-reads';
import {
  hasFirstPaint,
  listCards,
  listRead,
  pagePictured,
  renderFirstPaint,
  showsFirstPublicPage,
} from './first-paint';

const settings = [{ name: 'app_name', value: 'Crayonland' }];
const COLOUR_PAGE_FR = french['route.title.colourPage'];

// Each render runs React's server renderer over the whole frame: CPU work that a loaded machine stretches.
describe('renderFirstPaint (the signed-in screens the server draws)', { timeout: 30_000 }, () => {
  it('draws the frame, the menu with the screen marked, and the heading in the visitor’s language', () => {
    const result = renderFirstPaint({ path: '/pages/favorite', search: '', locale: 'de', settings });
    expect(result?.title).toBe('Lieblingsseiten · Crayonland');
    const html = result?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>Lieblingsseiten<\/h1>/);
    expect(html).toContain('Crayonland');
    // The menu's entry for this screen is the active one, as the app's NavLink marks it.
    expect(html).toMatch(/class="[^"]*bg-brand-100[^"]*" href="\/pages\/favorite"/);
    // Placeholders, nothing about the person: no name, no credits.
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('Sign out');
  });

  it('draws the gallery’s cards on /pages/public, escaping their titles', () => {
    const html =
      renderFirstPaint({
        path: '/pages/public',
        search: '',
        locale: 'en',
        settings,
        cards: [
          { id: 3, title: 'A <b>bold</b> fox', preview: '/api/files/preview/fox.webp' },
          { id: 2, title: '', preview: '/api/files/preview/owl.webp' },
        ],
      })?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>public pages<\/h1>/);
    expect(html).toContain('src="/api/files/preview/fox.webp"');
    expect(html).toContain('A &lt;b&gt;bold&lt;/b&gt; fox');
    expect(html).toContain('Untitled page');
  });

  it('draws the visitor’s own first cards on My pages as the head script fills them in, escaping titles', () => {
    const answer = {
      data: [
        { id: 9, title: 'A <b>bold</b> fox $&', preview: '/api/files/preview/fox.webp' },
        { id: 8, title: 'Owl', preview: '//elsewhere.example/owl.webp' },
        ...[7, 6, 5].map((id) => ({ id, title: `Page ${id}`, preview: `/api/files/preview/${id}.webp` })),
      ],
    };
    const own = listCards('/pages', answer);
    // The first four get their pictures (same-origin only), the rest their titles.
    expect(own.map((card) => card.picture)).toEqual([
      '/api/files/preview/fox.webp',
      null,
      '/api/files/preview/7.webp',
      '/api/files/preview/6.webp',
      null,
    ]);
    expect(listRead('/pages', '?sort=oldest')).toBe('/pages/paginate?page=1&search=&sort=oldest&scope=owned');
    expect(listRead('/pages/12/color', '')).toBeNull();
    const html = renderFirstPaint({ path: '/pages', search: '', locale: 'en', settings, own })?.html ?? '';
    expect(html.match(/data-early-card=""/g)).toHaveLength(5);
    expect(html).toContain('src="/api/files/preview/fox.webp"');
    expect(html).not.toContain('elsewhere.example');
    expect(html).toContain('A &lt;b&gt;bold&lt;/b&gt; fox $&amp;');
    expect(html).toContain('Page 5');
    // The header's action, as the app's screen draws it, so nothing moves when the app takes over.
    expect(html).toMatch(/href="\/pages\/create"[^>]*>.*New page<\/a>/s);
    const favourites = renderFirstPaint({
      path: '/pages/favorite',
      search: '',
      locale: 'en',
      settings,
    })?.html;
    expect(favourites).not.toContain('New page');
  });

  it('keeps the address’s search and sort in the toolbar, and only the plain gallery gets cards', () => {
    const html = renderFirstPaint({
      path: '/pages',
      search: '?search=cat&sort=oldest',
      locale: 'en',
      settings,
    })?.html;
    expect(html).toContain('value="cat"');
    expect(html).toMatch(/<option value="oldest" selected="">/);
    expect(showsFirstPublicPage('')).toBe(true);
    expect(showsFirstPublicPage('?theme=animals')).toBe(false);
    expect(showsFirstPublicPage('?sort=popularity')).toBe(false);
  });

  it('has no first paint for screens outside its list', () => {
    const drawn = Object.values(screens).filter((screen) => screen.firstPaint);
    expect(drawn.map((screen) => screen.path)).toEqual([
      '/pages',
      '/pages/favorite',
      '/pages/colored',
      '/pages/public',
      '/pages/:id/color',
      '/account',
    ]);
    expect(renderFirstPaint({ path: '/pages/create', search: '', locale: 'en', settings })).toBeNull();
    expect(hasFirstPaint('/pages/create')).toBe(false);
    expect(hasFirstPaint('/pages/12/color/')).toBe(false);
  });

  it('names the page whose line art the colouring screen shows, for the server to preload', () => {
    expect(pagePictured('/pages/12/color')).toBe(12);
    for (const path of ['/pages/favorite', '/pages', '/pages/0/color', '/pages/12/color/x']) {
      expect(pagePictured(path)).toBeNull();
    }
  });

  it('draws the colouring screen as it loads, with nothing of the page, for its early script to fill in', () => {
    expect(hasFirstPaint('/pages/12/color')).toBe(true);
    const result = renderFirstPaint({ path: '/pages/12/color', search: '', locale: 'fr', settings });
    const html = result?.html ?? '';
    // Titled as the app titles the screen (the page's own title arrives in the browser).
    expect(result?.title).toBe(`${COLOUR_PAGE_FR} · Crayonland`);
    // Over the app until its engine is ready, and hidden from assistive technology (a picture).
    expect(html).toMatch(
      /<div class="[^"]*fixed inset-0[^"]*" data-first-paint-screen="coloring" aria-hidden="true">/,
    );
    // The header twice (in the page on phones, in the top bar on desktops), its actions not yet usable.
    expect(html.match(/data-testid="coloring-header"/g)).toHaveLength(2);
    const saves = [...html.matchAll(/<button([^>]*)>(?:(?!<\/button>).)*Enregistrer<\/button>/g)];
    expect(saves).toHaveLength(2);
    for (const [, attributes] of saves) expect(attributes).toContain('disabled=""');
    expect(html).toContain('role="toolbar"');
    // The places the early script fills: sized viewport, the colour layer, the line art (no src yet).
    for (const id of Object.values(EARLY_COLORING_IDS)) expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(new RegExp(`<img id="${EARLY_COLORING_IDS.lineArt}"(?![^>]*src=)[^>]*>`));
    expect(html).toContain('data-testid="canvas-viewport"');
    expect(html).toContain('data-testid="color-layer"');
    // The early reads (self-contained, so they can be inlined) set the same line art.
    expect(EARLY_LINE_ART_ID).toBe(EARLY_COLORING_IDS.lineArt);
  });
});
