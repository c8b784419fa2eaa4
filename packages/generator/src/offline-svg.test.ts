import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanUpGrey } from './clean-up';
import { createPageGenerator } from './generator';
import { renderGrey } from './page-composition';
import type { PageRequest } from './page-plan';

const REQUESTS: PageRequest[] = [
  { prompt: 'a frog on a lily pad', seed: 1, style: 'cartoon', difficulty: 'medium' },
  { prompt: 'a hot air balloon', seed: 2, style: 'realistic', difficulty: 'hard' },
  { prompt: 'a unicorn', seed: 3, style: 'kawaii', difficulty: 'easy' },
  { prompt: 'an owl', seed: 4, style: 'mandala', difficulty: 'medium' },
  { prompt: 'a fish', seed: 5, style: 'pattern', difficulty: 'hard' },
  { prompt: 'a pirate ship on the sea', seed: 6, difficulty: 'medium' },
];

/** Grey pixels of a PNG at 1024². */
const greyOf = async (png: Buffer) =>
  new Uint8Array(await sharp(png).greyscale().extractChannel(0).raw().toBuffer());

/**
 * The offline page's SVG is kept beside its PNG so books print it at 300 dpi (issue 26): it
 * must render on its own and show what the PNG shows.
 */
describe('offline pages keep their vector source', { timeout: 120_000 }, () => {
  it('is a standalone SVG whose rendering, cleaned, is the PNG byte for byte', async () => {
    const generator = createPageGenerator();
    for (const request of REQUESTS) {
      const page = await generator.generate(request);
      const svg = page.svg ?? '';
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"')).toBe(true);
      // Nothing outside the document: no images, fonts, text, links or styles to fetch.
      expect(svg).not.toMatch(/<image|<text|<style|@import|font-family|href=|url\((?!#)/);
      const rendered = await renderGrey(svg);
      const again = await cleanUpGrey(rendered);
      expect(again.illustration.equals(page.illustration), request.prompt).toBe(true);
      // Unclean, it differs from the PNG only by what the clean-up does: lines a shade bolder
      // (its ink threshold and soft edge) and gaps of a pixel or two closed. Nothing is lost.
      const png = await greyOf(page.illustration);
      let lost = 0;
      let gained = 0;
      for (let i = 0; i < png.length; i++) {
        const [drawn, shown] = [(rendered[i] as number) < 128, (png[i] as number) < 128];
        if (drawn && !shown) lost++;
        if (shown && !drawn) gained++;
      }
      expect(lost / png.length, request.prompt).toBeLessThan(0.0005);
      expect(gained / png.length, request.prompt).toBeLessThan(0.015);
    }
  });

  it('renders at print size (300 dpi on an 8-inch square) with the same drawing', async () => {
    const page = await createPageGenerator().generate(REQUESTS[0] as PageRequest);
    const big = await sharp(Buffer.from(page.svg ?? ''), { density: (72 * 2400) / 1024 })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(1024, 1024)
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect((await sharp(Buffer.from(page.svg ?? ''), { density: (72 * 2400) / 1024 }).metadata()).width).toBe(
      2400,
    );
    const png = await greyOf(page.illustration);
    let differ = 0;
    for (let i = 0; i < png.length; i++)
      if ((big.data[i] as number) < 128 !== (png[i] as number) < 128) differ++;
    expect(differ / png.length).toBeLessThan(0.01);
  });
});
