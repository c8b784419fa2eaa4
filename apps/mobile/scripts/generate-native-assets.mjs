// Brands the generated Android and iOS projects from apps/web/public/favicon.svg: launcher icons
// (legacy, round and adaptive foreground) and splash screens, each rewritten at the size
// Capacitor's template gave it. Run after changing the favicon, then commit the PNGs:
//   node apps/mobile/scripts/generate-native-assets.mjs
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const mobileDir = path.resolve(import.meta.dirname, '..');
const svg = await readFile(path.resolve(mobileDir, '../web/public/favicon.svg'));
/** The favicon tile's violet, full-bleed behind icons and splash screens. */
const BRAND = '#7c3aed';

const art = (size) =>
  sharp(svg, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png()
    .toBuffer();

/** The artwork at `share` of the shorter side, centred on a violet (or transparent) canvas. */
async function centred(width, height, share, background = BRAND) {
  const inner = Math.round(Math.min(width, height) * share);
  return sharp({ create: { width, height, channels: 4, background } })
    .composite([{ input: await art(inner), gravity: 'centre' }])
    .png()
    .toBuffer();
}

async function roundIcon(size) {
  const mask = Buffer.from(
    `<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );
  return sharp(await centred(size, size, 0.8))
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

async function* pngs(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'public') yield* pngs(full);
    else if (entry.name.endsWith('.png')) yield full;
  }
}

async function rewrite(file) {
  const { width, height } = await sharp(file).metadata();
  const name = path.basename(file);
  let image;
  if (name === 'ic_launcher.png') image = await centred(width, height, 0.8);
  else if (name === 'ic_launcher_round.png') image = await roundIcon(width);
  // Adaptive icons show the middle 72 of 108 dp: the artwork stays inside it.
  else if (name === 'ic_launcher_foreground.png') image = await centred(width, height, 0.5, '#00000000');
  else if (name.startsWith('AppIcon')) image = await centred(width, height, 0.8);
  else if (name.startsWith('splash')) image = await centred(width, height, 0.22);
  else return;
  await writeFile(file, image);
  console.log(`${path.relative(mobileDir, file)} ${width}x${height}`);
}

for (const root of ['android/app/src/main/res', 'ios/App/App/Assets.xcassets']) {
  for await (const file of pngs(path.join(mobileDir, root))) await rewrite(file);
}
// The adaptive icon's background layer.
await writeFile(
  path.join(mobileDir, 'android/app/src/main/res/values/ic_launcher_background.xml'),
  `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${BRAND.toUpperCase()}</color>\n</resources>\n`,
);
