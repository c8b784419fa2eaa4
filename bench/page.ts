/** Writes the fill benchmark's page to output/page.png, to look at what the fill is measured on. */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { pageSvg } from './lib/page-fixture';

const out = new URL('./output/', import.meta.url);
mkdirSync(out, { recursive: true });
await sharp(Buffer.from(pageSvg())).png().toFile(new URL('page.png', out).pathname);
console.log(`wrote ${new URL('page.png', out).pathname}`);
