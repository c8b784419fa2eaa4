import { describe, expect, it } from 'vitest';
import { APP_HEAD, appDocument, FIRST_PAINT_STYLE } from './app-document';
import { inlineScript } from './inline-script';
import type { WebBuildManifest } from './web-build';

const build: WebBuildManifest = {
  app: { entry: '/assets/index-i1.js', chunks: ['/assets/app-b1.js'], styles: ['/assets/index-s1.css'] },
  font: '/assets/font-f1.woff2',
  inline: {
    earlyReads: inlineScript('early()'),
    firstPaintGuard: inlineScript('guard()'),
    appStart: inlineScript('later()'),
  },
  routes: [],
};

describe('the app page assembled from the build’s parts', () => {
  it('is index.html without a first paint: head, early reads, entry, chunks, stylesheet, manifest', () => {
    const html = appDocument(build);
    expect(html.startsWith('<!doctype html>\n<html lang="en">\n<head>\n<script>early()</script>\n')).toBe(
      true,
    );
    for (const tag of APP_HEAD) expect(html).toContain(tag);
    expect(html).toContain(
      '<title>Colorbook</title>\n<script type="module" crossorigin src="/assets/index-i1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/app-b1.js">\n' +
        '<link rel="stylesheet" crossorigin href="/assets/index-s1.css">\n' +
        '<link rel="manifest" href="/manifest.webmanifest">\n</head>',
    );
    expect(html).toContain('<body>\n<div id="root"></div>\n<noscript>');
    expect(html).not.toContain('first-paint');
  });

  it('puts a first paint in, escaped where it is text, with its guard and the styles inline', () => {
    const html = appDocument(build, {
      locale: 'pt-BR',
      title: 'Páginas <favoritas>',
      font: '/assets/font-f1.woff2',
      headStart: ['<link rel="preload" href="/assets/first.webp" as="image" fetchpriority="high">'],
      inlineStyles: ['main{color:red}</style><script>'],
      firstPaint: '<h1>Oi</h1>',
    });
    // The font first of all, then the picture.
    expect(html).toContain(
      '<html lang="pt-BR">\n<head>\n<link rel="preload" href="/assets/font-f1.woff2" as="font" type="font/woff2" crossorigin>\n' +
        '<link rel="preload" href="/assets/first.webp" as="image" fetchpriority="high">\n',
    );
    expect(html).toContain('<title>Páginas &lt;favoritas&gt;</title>');
    expect(html).toContain('<style>main{color:red}<\\/style><script></style>');
    expect(html).not.toContain('index-s1.css');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=pt-BR">');
    expect(html).toContain(`<script>guard()</script>\n<style>${FIRST_PAINT_STYLE}</style>\n</head>`);
    expect(html).toContain(
      '<div id="first-paint" inert aria-busy="true"><h1>Oi</h1></div><div id="root"></div>',
    );
  });

  it('holds the app back behind an early entry, preloading only what that entry imports', () => {
    const route = {
      pattern: '^/x/(\\d+)$',
      chunks: ['/assets/screen-a1.js'],
      early: { entry: '/assets/early-entry-c1.js', imports: ['/assets/app-b1.js'] },
    };
    const html = appDocument(build, { route, firstPaint: '', holdApp: true, font: '/assets/font-f1.woff2' });
    expect(html).toContain(
      '<script type="module" async crossorigin src="/assets/early-entry-c1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/app-b1.js">\n',
    );
    expect(html).toContain(
      '<template data-app-preloads><link rel="modulepreload" crossorigin href="/assets/index-i1.js" data-app-entry>' +
        '<link rel="modulepreload" crossorigin href="/assets/screen-a1.js">' +
        // The font comes with the app: the picture's text is set in its fallbacks until then.
        '<link rel="preload" href="/assets/font-f1.woff2" as="font" type="font/woff2" crossorigin></template>\n<script>later()</script>',
    );
    expect(html.split('<template')[0]).not.toContain('font-f1');
    expect(html).toContain('<div id="first-paint" inert aria-busy="true" data-font="later">');
    expect(FIRST_PAINT_STYLE).toContain('#first-paint[data-font=later]{font-family:var(--font-fallback);');
    expect(FIRST_PAINT_STYLE).not.toMatch(/data-font=later\][^}]*Nunito/);
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-i1.js">');
    // Without holding, the screen's chunk is simply preloaded beside the app's.
    expect(appDocument(build, { route })).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/app-b1.js">\n<link rel="modulepreload" crossorigin href="/assets/screen-a1.js">',
    );
  });

  it('where the app is held with its stylesheets, inlines the picture’s rules and holds the sheet', () => {
    const route = {
      pattern: '^/x$',
      chunks: [],
      early: { entry: '/assets/early-entry-c1.js', imports: [] },
    };
    const html = appDocument(build, {
      route,
      firstPaint: '<p class="a">x</p>',
      holdApp: true,
      inlineStyles: ['.a{color:red}'],
      stylesWithApp: true,
    });
    const [head, template = ''] = html.split('<template data-app-preloads>');
    expect(head).toContain('<style>.a{color:red}</style>');
    expect(head).not.toContain('index-s1.css');
    expect(template.split('</template>')[0]).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-s1.css" data-app-styles>',
    );
    // Not held: the sheet is never in a template.
    expect(appDocument(build, { route, firstPaint: '', stylesWithApp: true })).not.toContain(
      'data-app-styles',
    );
  });

  it('escapes an inline script’s closing tag and hashes exactly the text it carries', () => {
    const script = inlineScript('  const tag = "</script>";\n');
    expect(script.body).toBe('const tag = "<\\/script>";');
    expect(script.hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(inlineScript(script.body).hash).toBe(script.hash);
  });
});
