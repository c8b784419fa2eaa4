import { type ColorKey, colorKeySchema, generationJob, page, uploadResponse } from '@colorbook/contract';
import { automaticColorKey } from '@colorbook/generator';
import { type OpenAiStandIn, startOpenAiStandIn } from '@colorbook/test-servers/openai-stand-in';
import { multipartBody } from '@colorbook/test-servers/test-images';
import { RED_DISC, redDiscOnGreen } from '@colorbook/test-servers/test-pictures';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageColorKeys } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { readPage, waitForJob } from '../../test/page-helpers';
import { upsertSetting } from '../settings/settings.repo';

/** Every way a page is made gives it a colour key, stored with the page (DESIGN §9a). */
let t: TestApp;
let openai: OpenAiStandIn;
beforeAll(async () => {
  // The stand-in listens on 127.0.0.1, a private address the server calls only when allowed.
  t = await createTestApp({ env: { ALLOW_PRIVATE_OUTBOUND: 'true' } });
  openai = await startOpenAiStandIn();
});
afterAll(async () => {
  await openai?.close();
  await t?.close();
});

const colorKeyOf = async (who: UserWithSession, id: number): Promise<ColorKey> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/pages/${id}/color-key`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return colorKeySchema.parse(res.json());
};
const storedKeyOf = async (id: number) =>
  (await t.db.select().from(pageColorKeys).where(eq(pageColorKeys.pageId, id)))[0]?.key;
const illustrationOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).rawPayload;

async function generatePage(who: UserWithSession, prompt: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pages/create',
    headers: who.headers,
    payload: { prompt },
  });
  expect(res.statusCode, res.body).toBe(202);
  const done = await waitForJob(t.app, who, generationJob.parse(res.json()).id);
  expect(done.status).toBe('succeeded');
  return done.page_id ?? 0;
}

/** Every point on a white (non-line) pixel of the page's own picture. */
async function expectPointsOnPaper(illustration: Buffer, key: ColorKey) {
  const { data, info } = await sharp(illustration).greyscale().raw().toBuffer({ resolveWithObject: true });
  expect(key.regions.map(({ x, y }) => data[y * info.width + x] as number).filter((v) => v < 250)).toEqual(
    [],
  );
}

describe('a colour key is made with every page', { timeout: 120_000 }, () => {
  it('an offline page has a key from the moment it is made', async () => {
    const user = await createUserWithSession(t.db);
    const id = await generatePage(user, 'a cat in a garden');
    // Stored when the page was made, before anyone asked for it.
    const stored = await storedKeyOf(id);
    expect(stored?.regions.length).toBeGreaterThanOrEqual(3);
    const read = await readPage(t.app, user, id);
    expect(read.has_color_key).toBe(true);
    const key = await colorKeyOf(user, id);
    expect(key).toEqual(stored);
    expect(key.palette.length).toBeLessThanOrEqual(24);
    expect(key.names).toHaveLength(key.palette.length);
    await expectPointsOnPaper(await illustrationOf(read.illustration), key);
  });

  it('a photo upload keys the photo colours: red inside the red disc, green outside', async () => {
    const user = await createUserWithSession(t.db);
    const { payload, headers } = multipartBody([
      { name: 'file', value: await redDiscOnGreen(), filename: 'disc.jpg', contentType: 'image/jpeg' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload,
      headers: { ...headers, ...user.headers },
    });
    const photo = uploadResponse.parse(upload.json()).url;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pages/upload',
      headers: user.headers,
      payload: { photo },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = page.parse(res.json());
    expect(made.has_color_key).toBe(true);
    const key = await colorKeyOf(user, made.id);
    const scale = 1024 / RED_DISC.size;
    const fromCentre = ({ x, y }: { x: number; y: number }) =>
      Math.hypot(x - RED_DISC.cx * scale, y - RED_DISC.cy * scale) / (RED_DISC.r * scale);
    const rgb = (c: number) => {
      const n = Number.parseInt((key.palette[c] ?? '#000000').slice(1), 16);
      return { r: n >> 16, g: (n >> 8) & 255, b: n & 255 };
    };
    const inside = key.regions.filter((point) => fromCentre(point) < 0.85).map(({ c }) => rgb(c));
    const outside = key.regions.filter((point) => fromCentre(point) > 1.15).map(({ c }) => rgb(c));
    expect(inside.length).toBeGreaterThan(0);
    expect(outside.length).toBeGreaterThan(0);
    expect(inside.filter(({ r, g, b }) => !(r > g + 100 && r > b + 100))).toEqual([]);
    expect(outside.filter(({ r, g, b }) => !(g > r + 40 && g > b + 40))).toEqual([]);
    await expectPointsOnPaper(await illustrationOf(made.illustration), key);
  });

  it('a page from an OpenAI-compatible provider gets an automatic key', async () => {
    await upsertSetting(t.db, 'openai_key', openai.apiKey);
    await upsertSetting(t.db, 'openai_base_url', openai.baseURL);
    try {
      const user = await createUserWithSession(t.db);
      const id = await generatePage(user, 'a house under the sun');
      expect(openai.requests.some((r) => r.path.endsWith('/images/generations'))).toBe(true);
      // Stored with the page, before any request for it.
      const stored = await storedKeyOf(id);
      const read = await readPage(t.app, user, id);
      const key = await colorKeyOf(user, id);
      expect(key).toEqual(stored);
      // The automatic colouring of exactly the stored page.
      expect(key).toEqual(await automaticColorKey(await illustrationOf(read.illustration)));
      expect(key.regions.length).toBeGreaterThanOrEqual(3);
    } finally {
      await upsertSetting(t.db, 'openai_key', '');
      await upsertSetting(t.db, 'openai_base_url', '');
    }
  });

  it('is listed in the OpenAPI document, behind the bearer token', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/pages/{id}/color-key']?.get;
    expect(operation?.security).toEqual(
      expect.arrayContaining([expect.objectContaining({ bearerAuth: [] })]),
    );
    expect(JSON.stringify(operation?.responses?.['200'])).toContain('palette');
  });
});
