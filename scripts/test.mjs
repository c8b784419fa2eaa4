// `npm test`: the whole suite as two vitest runs side by side. Vitest puts a project without
// file parallelism (the browser journeys) in a group of its own that starts only after every
// other file has finished, and on 2 cores it gives the rest one worker: the journeys (a server
// and Chromium, mostly waiting) and the API suites (one busy worker) would take turns on a
// machine with a core to spare. Run separately, they overlap. Arguments go to one plain
// `vitest run` instead (e.g. `npm test -- apps/server/src/app.int.test.ts`).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
const args = process.argv.slice(2);
const SCALE_OUT = 'apps/server/src/scale-out.int.test.ts';
const CRASH_CYCLES = 'apps/server/src/pglite-crash-cycles.int.test.ts';

const runs =
  args.length > 0
    ? [{ label: '', args }]
    : [
        // Two workers: vitest's default on 2 cores is one, which leaves the core the journeys
        // do not use idle while they wait on the browser.
        {
          label: 'api',
          args: ['--project', 'unit', '--project', 'integration-*', '--maxWorkers=2'],
          env: { RUN_APART: '1' },
        },
        { label: 'e2e', args: ['--project', 'e2e'] },
      ];
// Real server processes under a load they drive themselves, judged by what they answer and how
// soon: they run one after the other once the rest is done, not on a machine the other runs keep
// busy (and not making the journeys beside them three times slower).
const apart =
  args.length > 0
    ? []
    : [
        { label: 'crash-cycles', args: ['--project', 'integration-pglite', CRASH_CYCLES] },
        ...(process.env.TEST_DATABASE_URL
          ? [{ label: 'scale-out', args: ['--project', 'integration-pg', SCALE_OUT] }]
          : []),
      ];

function run({ label, args: runArgs, env = {} }) {
  const child = spawn(process.execPath, [...vitest, ...runArgs], {
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (label) {
    // Line by line with a prefix, so two reports interleave readably in one CI log.
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
    }
  }
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ label, code: code ?? (signal ? 1 : 0) })),
  );
  return { child, exited };
}

const children = runs.map(run);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const { child } of children) child.kill(signal);
  });
}

const results = await Promise.all(children.map(({ exited }) => exited));
for (const step of apart) {
  const last = run(step);
  children.push(last);
  results.push(await last.exited);
}
const failed = results.filter((result) => result.code !== 0);
if (results.length > 1) {
  for (const { label, code } of results)
    console.log(`test: ${label} ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
}
process.exit(failed.length > 0 ? 1 : 0);
