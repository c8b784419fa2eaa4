// A page titled with replacement patterns and markup (issue 38): `$&`, `` $` ``, `$'` and `$$`
// once made the server paste parts of /pages/public into itself (two heads, three #root), and the
// app mounted nowhere for every visitor while that page was among the newest. The gallery's first
// paint, the share page and the landing stay well formed, and the title shows as text.
//
// Asks for no sign-in code (accounts are made through the API).
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type Account, apiCall, createPageViaApi, signUpViaApi } from '../support/api';
import { expectNoProblems, expectVisible, screenshot, useBrowser } from '../support/browser';

const app = useBrowser();
const baseURL = inject('baseURL');
const HOSTILE = "a cat $` $' $& $$ </script><!-- x";

/** A tiny valid PNG (2×2), for a colouring saved through the API. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

let painter: Account;
let title: string;
let sharePath: string;

beforeAll(async () => {
  painter = await signUpViaApi('Hana Hostile');
  const pageId = await createPageViaApi(painter.token, HOSTILE);
  title = (await apiCall<{ title: string }>('GET', `/pages/${pageId}/read`, painter.token)).title;
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'image.png');
  const { url } = await apiCall<{ url: string }>('POST', '/storage/upload', painter.token, form);
  await apiCall('PATCH', '/coloreds/upsert', painter.token, { pageId, photo: url });
  const read = await apiCall<{ colored: { id: number } }>('GET', `/pages/${pageId}/read`, painter.token);
  const share = await apiCall<{ url: string }>(
    'POST',
    `/coloreds/${read.colored.id}/share`,
    painter.token,
    {},
  );
  sharePath = new URL(share.url).pathname;
});

/** The server's HTML as it arrives: one of each element, the text nowhere raw. */
async function expectWellFormedHtml(path: string): Promise<string> {
  const res = await fetch(`${baseURL}${path}`);
  expect([path, res.status]).toEqual([path, 200]);
  const html = await res.text();
  const count = (part: string) => html.split(part).length - 1;
  for (const part of ['<head>', '</head>', 'id="root"', '</html>'])
    expect([path, part, count(part)]).toEqual([path, part, 1]);
  expect(html).not.toContain('<!-- x');
  expect(count('<script')).toBe(count('</script>'));
  return html;
}

describe('a page titled with replacement patterns and markup', () => {
  test('leaves the server’s pages well formed', async () => {
    expect(title).toContain("$` $' $& $$ </script><!-- x");
    const gallery = await expectWellFormedHtml('/pages/public');
    // The gallery's first paint draws the newest pages: this one among them, escaped.
    // (React writes `'` as &#x27;.)
    expect(gallery).toContain('$&amp; $$ &lt;/script&gt;&lt;!-- x');
    await expectWellFormedHtml(sharePath);
    await expectWellFormedHtml('/');
  });

  test('a visitor sees the title as text on the share page, and the gallery’s first cards', async () => {
    const context = await app.context('phone');
    const page = await context.newPage();
    await page.goto(sharePath);
    await expectVisible(page.getByRole('heading', { name: title }).first());
    expect(await page.locator('#root').count()).toBe(1);
    await screenshot(page, 'hostile-title-share-phone');

    // Signed out, the gallery's list answers as its first paint shows (docs/decisions/0037).
    const listed = await fetch(`${baseURL}/api/pages/paginate?scope=public`);
    expect(listed.status).toBe(200);
    const { data } = (await listed.json()) as { data: Array<{ title: string }> };
    expect(data.map((card) => card.title)).toContain(title);
    expectNoProblems(page);
  });

  test('a signed-in user’s gallery mounts the app and shows the title as text', async () => {
    const context = await app.context('desktop');
    await context.addInitScript({
      content: `if (location.origin === ${JSON.stringify(baseURL)} && !localStorage.getItem('auth')) localStorage.setItem('auth', ${JSON.stringify(
        JSON.stringify({ token: painter.token, user: await apiCall('GET', '/users/read', painter.token) }),
      )});`,
    });
    const page = await context.newPage();
    await page.goto('/pages/public');
    // The app took over from the first paint: its own heading, the card's title as text.
    await expect.poll(() => page.locator('#first-paint').count()).toBe(0);
    await expectVisible(page.getByRole('article').filter({ hasText: title }).first());
    expect(await page.locator('#root').count()).toBe(1);
    expect(await page.locator('head').count()).toBe(1);
    await screenshot(page, 'hostile-title-gallery-desktop');
    expectNoProblems(page);
  });
});
