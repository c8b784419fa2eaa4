/**
 * Offline page benchmark: CPU ms per page of the built-in generator (compose + render + the
 * shared clean-up), over the contact sheet's 48 prompts, with wall ms as a secondary figure. CPU
 * time (process.cpuUsage, so sharp's worker threads count too) holds steady while other work
 * shares the machine; wall time does not.
 *
 *   npm run offline-page -w @colorbook/bench -- [variant-src-folder …]
 *
 * Each variant is a copy of packages/generator/src (the current one when none is given). Every
 * variant runs in its own child process, three rounds interleaved (A B A B A B), so a busy moment
 * hits them alike and neither shares the other's drawing caches. Each page's bytes are hashed,
 * so a change that claims to keep the output can be checked to keep it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FIDELITY_SET } from '@colorbook/test-servers/prompt-fidelity-set';
import { loadAverageLine, median, percentile } from './lib/stats';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = 3;
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

interface PageRun {
  cpu: number;
  wall: number;
  hash: string;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The contact sheet's prompts: every third of the fidelity set, at most 48. */
const prompts = () => {
  const step = Math.max(1, Math.floor(FIDELITY_SET.length / 48));
  return FIDELITY_SET.filter((_, i) => i % step === 0)
    .slice(0, 48)
    .map(([prompt]) => prompt);
};

async function child(src: string): Promise<PageRun[]> {
  const load = (file: string) => import(pathToFileURL(path.join(src, file)).href);
  const { composePage } = await load('offline-generator.ts');
  const { cleanUpGrey } = await load('clean-up.ts');
  const runs: PageRun[] = [];
  for (const [index, prompt] of prompts().entries()) {
    const difficulty = DIFFICULTIES[index % 3];
    const wall = performance.now();
    const cpu = cpuMs();
    const composed = await composePage({ prompt, seed: 1 + index, difficulty });
    const page = await cleanUpGrey(composed.grey);
    runs.push({
      cpu: cpuMs() - cpu,
      wall: performance.now() - wall,
      hash: createHash('sha256')
        .update(composed.svg)
        .update(page.illustration)
        .update(page.preview)
        .digest('hex')
        .slice(0, 16),
    });
  }
  return runs;
}

const childSrc = process.env.OFFLINE_PAGE_CHILD;
if (childSrc) {
  process.stdout.write(JSON.stringify(await child(childSrc)));
} else {
  const args = process.argv.slice(2);
  const variants = (args.length ? args : [path.join(here, '../packages/generator/src')]).map((v) =>
    path.resolve(process.env.INIT_CWD ?? '.', v),
  );
  const results = new Map<string, PageRun[][]>(variants.map((v) => [v, []]));
  for (let round = 0; round < ROUNDS; round++)
    for (const variant of variants) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
        env: { ...process.env, OFFLINE_PAGE_CHILD: variant },
        maxBuffer: 1 << 24,
      });
      results.get(variant)?.push(JSON.parse(out.toString()) as PageRun[]);
    }
  console.log(loadAverageLine());
  const hashesOf = (runs: PageRun[][]) => runs[0]?.map((page) => page.hash) ?? [];
  const reference = hashesOf(results.get(variants[0] as string) ?? []);
  for (const [variant, runs] of results) {
    // Each page's figure is its best round: the least disturbed by other work.
    const pages = runs[0]?.length ?? 0;
    const best = (key: 'cpu' | 'wall') =>
      Array.from({ length: pages }, (_, i) => Math.min(...runs.map((run) => run[i]?.[key] ?? Infinity)));
    const cpu = best('cpu');
    const wall = best('wall');
    const allCpu = runs.flatMap((run) => run.map((page) => page.cpu));
    const hashes = hashesOf(runs);
    const differ = hashes.flatMap((hash, i) => (hash === reference[i] ? [] : [i]));
    // A page that comes out differently from one round to the next is not deterministic.
    const unsteady = hashes.flatMap((hash, i) => (runs.every((run) => run[i]?.hash === hash) ? [] : [i]));
    console.log(
      `${path.relative(path.join(here, '..'), variant)}: CPU ms per page median ${median(cpu).toFixed(0)}, p90 ${percentile(cpu, 90).toFixed(0)} (all rounds: median ${median(allCpu).toFixed(0)}, p90 ${percentile(allCpu, 90).toFixed(0)}); wall ms median ${median(wall).toFixed(0)}, p90 ${percentile(wall, 90).toFixed(0)}; pages identical to the first variant: ${hashes.length - differ.length}/${hashes.length}${differ.length ? ` (not: ${differ.join(', ')})` : ''}; pages that changed between rounds: ${unsteady.length ? unsteady.join(', ') : 'none'}`,
    );
  }
}
