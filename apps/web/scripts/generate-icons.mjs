// Renders the PWA and native icons from public/favicon.svg (run after changing the favicon):
//   node apps/web/scripts/generate-icons.mjs
// The PNGs are committed, so a build never needs sharp's native binary.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const svg = await readFile(path.join(publicDir, 'favicon.svg'));
/** The brand violet of the favicon's tile: maskable icons bleed it to the edges. */
const BRAND = '#7c3aed';

const render = (size) => sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size);

async function plain(size, name) {
  await render(size).png().toFile(path.join(publicDir, name));
}

/**
 * Maskable: the launcher may crop to a circle keeping only the middle 80 %, so the artwork
 * shrinks into that safe zone on a full-bleed brand background.
 */
async function maskable(size, name) {
  const inner = Math.round(size * 0.8);
  const art = await render(inner).png().toBuffer();
  const offset = Math.round((size - inner) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: art, left: offset, top: offset }])
    .png()
    .toFile(path.join(publicDir, name));
}

await plain(192, 'pwa-192x192.png');
await plain(512, 'pwa-512x512.png');
await maskable(512, 'pwa-maskable-512x512.png');
await maskable(180, 'apple-touch-icon.png');
console.log('Icons written to', publicDir);
