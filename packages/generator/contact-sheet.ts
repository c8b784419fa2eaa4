// The offline generator's output at a glance: 48 prompts drawn as the app would draw
// them, on one PNG with each prompt and difficulty under its page, plus the figures that matter:
// prompt fidelity over the whole test set, regions per difficulty, milliseconds per page, and
// whether the pages look drawn for their prompts: the common-template share (share of the page
// inked at the same pixel on ≥ 80 % of pages), the share of page pairs that differ at a glance
// and the largest white region per page (page-measures.ts).
//
//   npm run contact-sheet -w @colorbook/generator -- [output.png] [seed] [--prompts file.txt]
//   (the default output is packages/generator/output/contact-sheet.png)
//
// --prompts draws your own prompts instead (one a line, blank lines and # comments skipped, the
// first 48); the fidelity figure is still the test set's. --pages DIR also writes each page as
// its own full-size PNG (01-prompt.png, …) into DIR, to judge the lines up close. A quarter of the
// default prompts are typed in Spanish, French, German and Brazilian Portuguese (issue 37);
// --english draws their English translations in their place, to judge each against it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FIDELITY_SET } from '@colorbook/test-servers/prompt-fidelity-set';
import sharp, { type OverlayOptions } from 'sharp';
import { IN_OTHER_LANGUAGES } from './contact-sheet-prompts';
import { cleanUpGrey } from './src/clean-up';
import { composePage, planPage } from './src/offline-generator';
import {
  commonTemplateShare,
  differentPairShare,
  type GreyPage,
  greyPage,
  inkCells,
  largestWhiteShare,
} from './src/page-measures';
import type { Difficulty } from './src/prompt-check';
import { regionMapOf, regionStats } from './src/region-stats';

const { values: options, positionals } = parseArgs({
  options: { prompts: { type: 'string' }, pages: { type: 'string' }, english: { type: 'boolean' } },
  allowPositionals: true,
});
const promptFile = options.prompts;
const pagesFolder = options.pages ? path.resolve(process.env.INIT_CWD ?? '.', options.pages) : undefined;
if (pagesFolder) mkdirSync(pagesFolder, { recursive: true });
const output = positionals[0]
  ? path.resolve(process.env.INIT_CWD ?? '.', positionals[0])
  : fileURLToPath(new URL('./output/contact-sheet.png', import.meta.url));
const seed = Number(positionals[1] ?? 1);
if (!Number.isInteger(seed)) throw new Error(`The seed must be a whole number, not ${positionals[1]}`);
const COLUMNS = 8;
const TILE = 256;
const CAPTION = 36;
const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard'];

// Every third prompt of the fidelity set (it is grouped by theme), so the sheet shows all themes…
const step = Math.max(1, Math.floor(FIDELITY_SET.length / 48));
// …a quarter of them in the app's other languages (contact-sheet-prompts.ts).
const translated = (index: number, prompt: string) =>
  IN_OTHER_LANGUAGES[index]?.[options.english ? 1 : 0] ?? prompt;
const prompts = promptFile
  ? readFileSync(path.resolve(process.env.INIT_CWD ?? '.', promptFile), 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .slice(0, 48)
  : FIDELITY_SET.filter((_, i) => i % step === 0)
      .slice(0, 48)
      .map(([prompt], index) => translated(index, prompt));
if (prompts.length === 0) throw new Error(`No prompts in ${promptFile}`);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const times: number[] = [];
const cpuTimes: number[] = [];
const whites: number[] = [];
const greys: GreyPage[] = [];
const regions: Record<Difficulty, number[]> = { easy: [], medium: [], hard: [] };
const tiles: OverlayOptions[] = [];
for (const [index, prompt] of prompts.entries()) {
  const difficulty = DIFFICULTIES[index % 3] as Difficulty;
  const started = performance.now();
  const cpu = cpuMs();
  // The generator's own offline path: composed and rendered once, then the shared clean-up.
  const page = await cleanUpGrey((await composePage({ prompt, seed: seed + index, difficulty })).grey);
  times.push(performance.now() - started);
  cpuTimes.push(cpuMs() - cpu);
  regions[difficulty].push(regionStats(await regionMapOf(page.illustration)).regions);
  const grey = await greyPage(page.illustration);
  if (pagesFolder) {
    const name = `${String(index + 1).padStart(2, '0')}-${prompt.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40)}.png`;
    writeFileSync(path.join(pagesFolder, name), page.illustration);
  }
  greys.push(grey);
  whites.push(largestWhiteShare(grey));
  const caption = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${CAPTION}">
      <rect width="100%" height="100%" fill="#f4f1fb"/>
      <text x="8" y="15" font-family="sans-serif" font-size="13" fill="#1d1b29">${escapeXml(prompt.slice(0, 34))}</text>
      <text x="8" y="30" font-family="sans-serif" font-size="11" fill="#6b6880">${difficulty}</text>
    </svg>`,
  );
  const left = (index % COLUMNS) * TILE;
  const top = Math.floor(index / COLUMNS) * (TILE + CAPTION);
  tiles.push({ input: await sharp(page.illustration).resize(TILE, TILE).png().toBuffer(), left, top });
  tiles.push({ input: caption, left, top: top + TILE });
}

const rows = Math.ceil(prompts.length / COLUMNS);
mkdirSync(path.dirname(output), { recursive: true });
await sharp({
  create: {
    width: COLUMNS * TILE,
    height: rows * (TILE + CAPTION),
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(tiles)
  .png()
  .toFile(output);

const faithful = FIDELITY_SET.filter(([prompt, expected]) =>
  [1, 2, 3].every((s) => {
    const names = planPage({ prompt, seed: s }).subjects.map((subject) => subject.name);
    return expected.every((pattern) => names.some((name) => new RegExp(pattern, 'i').test(name)));
  }),
).length;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

console.log(`wrote ${output}`);
console.log(
  `fidelity: ${faithful}/${FIDELITY_SET.length} prompts (${((100 * faithful) / FIDELITY_SET.length).toFixed(1)} %)`,
);
for (const difficulty of DIFFICULTIES) {
  const counts = regions[difficulty];
  console.log(
    `regions ${difficulty.padEnd(6)}: mean ${mean(counts).toFixed(1)}, median ${median(counts)}, min ${Math.min(...counts)}, max ${Math.max(...counts)}`,
  );
}
console.log(
  `ms per page (generate + clean-up): median ${median(times).toFixed(0)}, max ${Math.max(...times).toFixed(0)} (CPU ms: median ${median(cpuTimes).toFixed(0)})`,
);
const percent = (share: number) => `${(100 * share).toFixed(1)} %`;
console.log(
  `common template (inked at the same pixel on ≥ 80 % of pages): ${percent(commonTemplateShare(greys))}`,
);
console.log(`page pairs visibly different: ${percent(differentPairShare(greys.map((g) => inkCells(g))))}`);
const over = prompts.filter((_, i) => (whites[i] ?? 0) > 0.45);
console.log(
  `largest white region: median ${percent(median(whites))}, max ${percent(Math.max(...whites))}; pages over 45 %: ${over.length}${over.length ? ` (${over.join('; ')})` : ''}`,
);
