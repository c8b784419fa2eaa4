import { adminLineArtCheck, credit, generationJob } from '@colorbook/contract';
import { type OpenAiStandIn, startOpenAiStandIn } from '@colorbook/test-servers/openai-stand-in';
import { type ProviderPageKind, providerPage } from '@colorbook/test-servers/provider-pages';
import { DRAWING } from '@colorbook/test-servers/test-pictures-line-art-check';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditLedger, generationJobs, pages } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { waitForJob } from '../../test/page-helpers';
import { upsertSetting } from '../settings/settings.repo';
import { LINE_ART_REFUSED_MESSAGE } from './line-art-gate';

/**
 * The line-art check on provider pages (docs/decisions/0027), against a local server that
 * speaks the OpenAI images API and returns the images each test scripts.
 */
let t: TestApp;
let openai: OpenAiStandIn;
let admin: UserWithSession;
beforeAll(async () => {
  t = await createTestApp({ env: { ALLOW_PRIVATE_OUTBOUND: 'true' } });
  openai = await startOpenAiStandIn();
  await upsertSetting(t.db, 'openai_key', openai.apiKey);
  await upsertSetting(t.db, 'openai_base_url', openai.baseURL);
  admin = await createUserWithSession(t.db, { admin: true, email: 'admin@line-art.example' });
});
afterAll(async () => {
  await openai?.close();
  await t?.close();
});
beforeEach(() => {
  openai.requests.length = 0;
  openai.imageSequence.length = 0;
  openai.imageFormat = 'b64_json';
});

const credits = async (who: UserWithSession) =>
  credit.parse((await t.app.inject({ method: 'GET', url: '/api/credits/read', headers: who.headers })).json())
    .credits;

/** Creates a page while the provider draws `kinds` in turn; the finished job and its row. */
async function generate(...kinds: ProviderPageKind[]) {
  openai.imageSequence.push(...(await Promise.all(kinds.map(providerPage))));
  const user = await createUserWithSession(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pages/create',
    headers: user.headers,
    payload: { prompt: 'a house with a tree and the sun' },
  });
  expect(res.statusCode, res.body).toBe(202);
  const done = await waitForJob(t.app, user, generationJob.parse(res.json()).id);
  const [job] = await t.db.select().from(generationJobs).where(eq(generationJobs.id, done.id));
  const prompts = openai.requests
    .filter((r) => r.path.endsWith('/images/generations'))
    .map((r) => String(r.body.prompt));
  return { user, done, job, prompts };
}

async function illustrationOf(pageId: number | null) {
  const [row] = await t.db
    .select()
    .from(pages)
    .where(eq(pages.id, pageId ?? 0));
  if (!row) throw new Error('no page');
  const png = (await t.app.inject({ method: 'GET', url: row.illustration })).rawPayload;
  return { row, pixels: await sharp(png).extractChannel(0).raw().toBuffer() };
}

/** How many pixels of the page are neither black nor white. */
const midTones = (pixels: Buffer) => pixels.filter((v) => v > 60 && v < 195).length / pixels.length;
const at = (pixels: Buffer, x: number, y: number) => pixels[y * DRAWING.size + x] as number;

const checkOf = async (pageId: number | null, who = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/pages/${pageId}/line-art-check`, headers: who.headers });

describe('the line-art check on provider pages', () => {
  it('makes a good image a page as it is, and shows admins the figures', async () => {
    const { done, job, prompts } = await generate('good');
    expect(done.status).toBe('succeeded');
    expect(prompts).toHaveLength(1);
    expect(job?.lineArtCheck).toMatchObject({
      outcome: 'passed',
      attempts: [{ verdict: 'pass', corrective: false }],
    });
    const res = await checkOf(done.page_id);
    expect(res.statusCode, res.body).toBe(200);
    const body = adminLineArtCheck.parse(res.json());
    expect(body).toMatchObject({ page_id: done.page_id, source: 'ai', check: { outcome: 'passed' } });
    expect(body.check?.attempts[0]?.figures.grey_share).toBe(0);
    expect(body.limits.grey_share).toBeGreaterThan(0);
  });

  it.each(['grey', 'coloured'] as const)('cleans a %s image into black lines on white', async (kind) => {
    const { done, job, prompts } = await generate(kind);
    expect(done.status).toBe('succeeded');
    expect(prompts).toHaveLength(1);
    const problem = kind === 'grey' ? 'grey' : 'colour';
    expect(job?.lineArtCheck).toMatchObject({
      outcome: 'cleaned',
      attempts: [{ verdict: 'cleanable', problems: [problem] }],
    });
    const [attempt] = job?.lineArtCheck?.attempts ?? [];
    const share = kind === 'grey' ? attempt?.figures.grey_share : attempt?.figures.colour_share;
    expect(share).toBeGreaterThan(0.1);
    expect(attempt?.cleaned_figures).toMatchObject({ grey_share: 0, colour_share: 0 });
    const { pixels } = await illustrationOf(done.page_id);
    expect(midTones(pixels)).toBeLessThan(0.01);
    // The shaded house wall became paper; its outline stayed.
    const { house } = DRAWING;
    expect(at(pixels, house.x + 200, house.y + 40)).toBe(255);
    expect(at(pixels, house.x + 200, house.y)).toBeLessThan(60);
  });

  it('turns solid black fills into outlines', async () => {
    const { done, job } = await generate('solid-black-fills');
    expect(done.status).toBe('succeeded');
    expect(job?.lineArtCheck?.outcome).toBe('cleaned');
    const { pixels } = await illustrationOf(done.page_id);
    const { tree } = DRAWING;
    expect(at(pixels, tree.cx, tree.cy)).toBe(255);
  });

  it('draws a failed image once more with a corrective prompt, and keeps the good one', async () => {
    const { done, job, prompts } = await generate('solid-black', 'good');
    expect(done.status).toBe('succeeded');
    expect(prompts).toHaveLength(2);
    expect(prompts[0]).not.toContain('no filled black areas');
    expect(prompts[1]).toContain('a house with a tree and the sun');
    expect(prompts[1]).toContain('no filled black areas');
    expect(job?.lineArtCheck).toMatchObject({
      outcome: 'passed',
      attempts: [
        { verdict: 'fail', corrective: false },
        { verdict: 'pass', corrective: true },
      ],
    });
    expect(job?.lineArtCheck?.attempts[0]?.problems).toContain('solid-black');
  });

  it('checks an image the provider answers with a URL too', async () => {
    openai.imageFormat = 'url';
    const { done, job } = await generate('grey');
    expect(done.status).toBe('succeeded');
    expect(job?.lineArtCheck?.outcome).toBe('cleaned');
  });

  it('fails a second failure with a clear message and refunds the credit once', async () => {
    openai.imageSequence.push(await providerPage('solid-black'), await providerPage('solid-black'));
    const user = await createUserWithSession(t.db);
    const before = await credits(user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pages/create',
      headers: user.headers,
      payload: { prompt: 'a black cat at night' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const done = await waitForJob(t.app, user, generationJob.parse(res.json()).id);
    expect(done.status).toBe('failed');
    expect(done.error).toBe(LINE_ART_REFUSED_MESSAGE);
    expect(done.page_id).toBeNull();
    const [job] = await t.db.select().from(generationJobs).where(eq(generationJobs.id, done.id));
    expect(await credits(user)).toBe(before);
    // Spent once and refunded once: the refund's reference names the spend.
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.user.id));
    const spends = ledger.filter((row) => row.reference === job?.ledgerReference);
    const refunds = ledger.filter((row) => row.reference.startsWith('refund:'));
    expect(spends).toHaveLength(1);
    expect(refunds).toHaveLength(1);
    expect(job?.lineArtCheck).toMatchObject({
      outcome: 'refused',
      attempts: [
        { verdict: 'fail', corrective: false },
        { verdict: 'fail', corrective: true },
      ],
    });
    // The job's figures are for admins: the user's job status carries none of them.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/pages/jobs/${done.id}`,
      headers: user.headers,
    });
    expect(status.body).not.toMatch(/line_art|grey_share|solid/);
  });

  it('shows the figures to admins only', async () => {
    const { user, done } = await generate('good');
    expect((await checkOf(done.page_id, user)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/admin/pages/${done.page_id}/line-art-check`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await checkOf(999_999)).statusCode).toBe(404);
  });
});
