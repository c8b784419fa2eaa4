import { describe, expect, it } from 'vitest';
import { firstPaintPaths, renderFirstPaint, showsFirstPublicPage } from './first-paint';

const settings = [{ name: 'app_name', value: 'Crayonland' }];

describe('renderFirstPaint (the signed-in screens the server draws)', () => {
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
    expect(firstPaintPaths).toEqual([
      '/pages/favorite',
      '/pages',
      '/pages/colored',
      '/pages/public',
      '/account',
    ]);
    expect(renderFirstPaint({ path: '/pages/create', search: '', locale: 'en', settings })).toBeNull();
  });
});
