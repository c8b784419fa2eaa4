import { type OpenAiStandIn, startOpenAiStandIn } from '@colorbook/test-servers/openai-stand-in';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_ICONS_ATTRIBUTION, OPENMOJI_ATTRIBUTION, TWEMOJI_ATTRIBUTION } from './attribution';
import { cleanUpLineArt } from './clean-up';
import { createPageGenerator } from './generator';
import { FLAGGED_MESSAGE } from './openai-provider';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(() => standIn.close());

const request = {
  prompt: 'a turtle on the beach',
  seed: 11,
  style: 'cartoon' as const,
  difficulty: 'medium' as const,
};

describe('createPageGenerator', () => {
  it('uses the offline generator without a key and reports progress to 100', async () => {
    const generator = createPageGenerator({ apiKey: '  ' });
    expect(generator.provider).toBe('offline');
    const progress: number[] = [];
    const page = await generator.generate(request, { onProgress: (p) => progress.push(p) });
    expect(progress).toEqual([10, 60, 90, 100]);
    expect((await sharp(page.illustration).metadata()).width).toBe(1024);
    expect((await sharp(page.preview).metadata()).format).toBe('webp');
    await expect(generator.moderate('anything')).resolves.toBeUndefined();
    expect(await generator.suggest()).toMatch(/^an? /);
  });

  it("keeps an offline page's vector source: its SVG renders to the same page, and larger", async () => {
    const page = await createPageGenerator().generate(request);
    expect(page.svg).toMatch(/^<svg [^>]*viewBox="0 0 1024 1024"/);
    expect(page.svg).not.toContain('<image');
    const svg = Buffer.from(page.svg ?? '');
    const again = await cleanUpLineArt(await sharp(svg).flatten({ background: '#fff' }).png().toBuffer());
    expect(again.illustration.equals(page.illustration)).toBe(true);
    // A print at 300 dpi and beyond renders from the vectors, not from the 1024 px pixels.
    const big = await sharp(svg, { density: 72 * 3 })
      .png()
      .toBuffer();
    expect((await sharp(big).metadata()).width).toBe(3072);
  });

  it('uses the OpenAI-compatible provider when a key is set, cleaned up the same way', async () => {
    const generator = createPageGenerator({
      apiKey: standIn.apiKey,
      baseURL: standIn.baseURL,
      model: 'dall-e-3',
    });
    expect(generator.provider).toBe('openai');
    const page = await generator.generate(request);
    const meta = await sharp(page.illustration).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1024, 1024, 'png']);
    expect(page.svg).toBeUndefined();
    expect(
      standIn.requests.some((r) => r.path === '/v1/images/generations' && r.body.model === 'dall-e-3'),
    ).toBe(true);
  });

  it("hands back the provider's own image, shading and all, beside the cleaned page", async () => {
    // Grey shading the clean-up thresholds away: only providerImage still shows what was drawn.
    const shaded = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>' +
          '<circle cx="512" cy="512" r="300" fill="#bbb" stroke="#000" stroke-width="8"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const generator = createPageGenerator({ apiKey: standIn.apiKey, baseURL: standIn.baseURL });
    try {
      for (const format of ['b64_json', 'url'] as const) {
        standIn.imageFormat = format;
        standIn.imageSequence.push(shaded);
        const page = await generator.generate(request);
        expect(page.providerImage?.equals(shaded), format).toBe(true);
        expect(page.illustration.equals(shaded), format).toBe(false);
        const { data } = await sharp(page.illustration)
          .greyscale()
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect(data[512 * 1024 + 512], format).toBe(255);
      }
    } finally {
      standIn.imageFormat = 'b64_json';
    }
    expect((await createPageGenerator().generate(request)).providerImage).toBeUndefined();
  });

  it('moderates through the provider and suggests from its chat model', async () => {
    const generator = createPageGenerator({ apiKey: standIn.apiKey, baseURL: standIn.baseURL });
    standIn.flagged = true;
    await expect(generator.moderate('bad idea')).rejects.toMatchObject({ message: FLAGGED_MESSAGE });
    standIn.flagged = false;
    expect(await generator.suggest()).toBe(standIn.suggestion);
  });

  it('falls back to a local suggestion when the provider fails', async () => {
    const generator = createPageGenerator({ apiKey: 'sk-wrong', baseURL: standIn.baseURL });
    expect(await generator.suggest()).toMatch(/^an? .+ (in|on|under|at|by) /);
  });

  it('stops before work when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('job cancelled'));
    await expect(createPageGenerator().generate(request, { signal: controller.signal })).rejects.toThrow(
      'job cancelled',
    );
  });

  it('carries the OpenMoji and Twemoji licence texts', () => {
    expect(OPENMOJI_ATTRIBUTION).toContain('OpenMoji');
    expect(OPENMOJI_ATTRIBUTION).toContain('CC BY-SA 4.0');
    expect(TWEMOJI_ATTRIBUTION).toContain('Twemoji');
    expect(TWEMOJI_ATTRIBUTION).toContain('CC BY 4.0');
    for (const author of ['Caro Asercion', 'Lorc', 'Delapouite'])
      expect(GAME_ICONS_ATTRIBUTION).toContain(author);
    expect(GAME_ICONS_ATTRIBUTION).toContain('CC BY 3.0');
  });
});
