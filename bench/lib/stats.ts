import os from 'node:os';

/** Shared figures for bench scripts: each prints its figure and the ratio to a baseline run alongside. */
export const percentile = (samples: readonly number[], p: number): number => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
};

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export const report = (name: string, figure: number, baseline: number, unit = 'ms'): string =>
  `${name}: ${figure.toFixed(2)} ${unit} (baseline ${baseline.toFixed(2)} ${unit}, ratio ${(baseline / figure).toFixed(2)}x)`;

/** Printed with the figures: a bench run on a busy machine says so. */
export const loadAverageLine = (): string =>
  `load average: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)`;
