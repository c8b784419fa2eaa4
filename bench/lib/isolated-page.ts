import type { Browser, Page } from 'playwright-core';

/**
 * A blank cross-origin isolated page (COOP + COEP), served by Playwright itself without a
 * socket: there `performance.now()` ticks in 5 µs steps instead of 100 µs, which timing calls
 * well under a millisecond needs.
 */
export async function isolatedPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><body></body></html>',
      headers: {
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'require-corp',
      },
    }),
  );
  await page.goto(url);
  if (!(await page.evaluate(() => window.crossOriginIsolated)))
    throw new Error('Page is not cross-origin isolated');
  return page;
}
