// A gallery you can browse (issue 24): pages get a theme, an age band and a difficulty when they
// are made; an admin corrects one on the admin pages screen and marks it kid-safe; a user picks a
// theme chip and the age and difficulty filters on the public pages screen and sees only matching
// cards; the page of the day (a kid-safe page, the same for everyone) heads the public pages and
// the user home. Phone (390×844) and desktop (1280×800) screenshots of each.
import type { Page as BrowserPage } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { firstAdmin } from '../support/admin';
import { type Account, apiCall, createPageViaApi, signUpViaApi } from '../support/api';
import {
  type Device,
  expectNoProblems,
  expectVisible,
  screenshot,
  seedToken,
  useBrowser,
  VISIBLE_TIMEOUT_MS,
} from '../support/browser';

const app = useBrowser();
const DESKTOP_VIEWPORT = { viewport: { width: 1280, height: 800 } };

type PageFacts = {
  id: number;
  theme: string | null;
  age_band: string | null;
  difficulty: string | null;
  kid_safe?: boolean;
};

let maker: Account;
let visitor: Account;
/** Inferred as dinosaurs, ages 6–8, medium; the admin corrects `young` to ages 3–5, easy, kid-safe. */
let grownUp: number;
let young: number;
let rocket: number;

async function openAs(account: Account, path: string, device: Device): Promise<BrowserPage> {
  const context = await app.context(device, device === 'desktop' ? DESKTOP_VIEWPORT : {});
  await seedToken(context, account.token);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

const cardIds = async (page: BrowserPage): Promise<number[]> =>
  (
    await page
      .getByTestId('page-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-page-id')))
  )
    .map(Number)
    .sort((a, b) => a - b);

const readPage = (id: number) => apiCall<PageFacts>('GET', `/pages/${id}/read`, visitor.token);

beforeAll(async () => {
  maker = await signUpViaApi('Gallery Maker');
  visitor = await signUpViaApi('Gallery Visitor');
  grownUp = await createPageViaApi(maker.token, 'a friendly t-rex dinosaur in the jungle');
  young = await createPageViaApi(maker.token, 'a stegosaurus dinosaur eating leaves');
  rocket = await createPageViaApi(maker.token, 'a rocket flying to the moon');
}, 180_000);

describe('a gallery you can browse', () => {
  test('new pages are classified from their prompt', async () => {
    expect(await readPage(grownUp)).toMatchObject({
      theme: 'dinosaurs',
      age_band: '6-8',
      difficulty: 'medium',
    });
    expect(await readPage(young)).toMatchObject({ theme: 'dinosaurs', kid_safe: false });
    expect(await readPage(rocket)).toMatchObject({ theme: 'space' });
  });

  test('an admin corrects a page’s age and difficulty and marks it kid-safe', async () => {
    const setupContext = await app.context('desktop', DESKTOP_VIEWPORT);
    const { account: admin } = await firstAdmin(await setupContext.newPage());
    const page = await openAs(admin, '/admin/pages?theme=dinosaurs', 'desktop');
    await expectVisible(page.getByRole('button', { name: 'Dinosaurs', pressed: true }));
    const card = page.locator(`[data-testid="page-card"][data-page-id="${young}"]`);
    await expectVisible(card);
    await card.getByRole('button', { name: 'Edit gallery details' }).click();
    const dialog = page.getByTestId('gallery-facets-dialog');
    await expectVisible(dialog.getByRole('heading', { name: 'Gallery details' }));
    await dialog.getByRole('radio', { name: 'Ages 3–5' }).check({ force: true });
    await dialog.getByRole('radio', { name: 'Easy' }).check({ force: true });
    await dialog.getByRole('switch', { name: 'Kid-safe' }).click();
    await screenshot(page, 'gallery-admin-edit-desktop', false);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(card.getByText('Kid-safe'));
    await expectVisible(card.getByText('Ages 3–5'));
    expect(await readPage(young)).toMatchObject({ age_band: '3-5', difficulty: 'easy', kid_safe: true });
    await screenshot(page, 'gallery-admin-pages-desktop', false);
    expectNoProblems(page);
  });

  for (const device of ['phone', 'desktop'] as const) {
    test(`a user filters by theme, age and difficulty and sees the page of the day (${device})`, async () => {
      const page = await openAs(visitor, '/pages/public', device);
      // The page of the day: a kid-safe page, the same one another user is given.
      const featured = page.getByTestId('page-of-the-day');
      await expectVisible(featured.getByText('Page of the day'));
      const dayPage = Number(await featured.getAttribute('data-page-id'));
      const forMaker = await apiCall<{ page: PageFacts | null }>('GET', '/pages/of-the-day', maker.token);
      expect(forMaker.page?.id).toBe(dayPage);
      expect((await readPage(dayPage)).kid_safe).toBe(true);

      // A theme chip: only dinosaurs, ours among them, the rocket gone.
      await page.getByRole('button', { name: 'Dinosaurs' }).click();
      await expectVisible(page.getByRole('button', { name: 'Dinosaurs', pressed: true }));
      await expect
        .poll(() => cardIds(page), { timeout: VISIBLE_TIMEOUT_MS })
        .toEqual(expect.arrayContaining([grownUp, young]));
      expect(await cardIds(page)).not.toContain(rocket);
      for (const id of await cardIds(page)) expect((await readPage(id)).theme).toBe('dinosaurs');
      expect(new URL(page.url()).searchParams.get('theme')).toBe('dinosaurs');

      // Age and difficulty narrow it to the admin's corrected page.
      await page.getByLabel('Age', { exact: true }).selectOption({ label: 'Ages 3–5' });
      await page.getByLabel('Difficulty', { exact: true }).selectOption({ label: 'Easy' });
      await expect
        .poll(
          async () => {
            const ids = await cardIds(page);
            return ids.includes(young) && !ids.includes(grownUp);
          },
          { timeout: VISIBLE_TIMEOUT_MS },
        )
        .toBe(true);
      const shown = await cardIds(page);
      for (const id of shown)
        expect(await readPage(id)).toMatchObject({ theme: 'dinosaurs', age_band: '3-5', difficulty: 'easy' });
      await screenshot(page, `gallery-public-filtered-${device}`);

      // Nothing matches: the empty state says so and clears the filters.
      await page.getByLabel('Difficulty', { exact: true }).selectOption({ label: 'Hard' });
      await expectVisible(page.getByRole('heading', { name: 'No pages match these filters' }));
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expectVisible(page.getByRole('button', { name: 'All themes', pressed: true }));
      await expect.poll(() => cardIds(page), { timeout: VISIBLE_TIMEOUT_MS }).toContain(rocket);

      // The user home leads with the same page of the day.
      await page.goto('/pages/favorite', { waitUntil: 'networkidle' });
      await expectVisible(page.getByRole('heading', { name: 'Favorite pages' }));
      await expectVisible(page.getByTestId('page-of-the-day'));
      expect(Number(await page.getByTestId('page-of-the-day').getAttribute('data-page-id'))).toBe(dayPage);
      await screenshot(page, `gallery-home-page-of-the-day-${device}`, false);
      await page.getByTestId('page-of-the-day').getByRole('link', { name: 'Colour it' }).click();
      await page.waitForURL((url) => url.pathname === `/pages/${dayPage}/color`, {
        timeout: VISIBLE_TIMEOUT_MS,
      });
      expectNoProblems(page);
    });
  }
});
