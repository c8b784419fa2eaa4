/**
 * An open-loop load at a steady rate: one request every 1/rate s, evenly spaced, each sent on
 * its slot whether or not earlier ones have answered (keep-alive sockets, as many as needed).
 * autocannon's `overallRate` splits the rate over its connections and they fire together, so
 * "300 req/s over 10 connections" arrives as bursts of 10 at once and its latencies measure
 * the queue of each burst, not the service at that rate.
 */
import http from 'node:http';
import { percentile } from './stats';

/** What a load run measured (autocannon's runs in api.ts report the same). */
export interface LoadFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export async function steadyLoad(
  url: string,
  options: { rate: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  const send = () =>
    new Promise<void>((resolve) => {
      const at = performance.now();
      const request = http.get(url, { agent, headers: options.headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) errors++;
          else latencies.push(performance.now() - at);
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  for (let sent = 0; sent < total; ) {
    // Every slot that is due goes out now; then sleep until the next one.
    const due = Math.min(total, Math.floor((performance.now() - started) / interval) + 1);
    for (; sent < due; sent++) pending.push(send());
    const next = started + sent * interval - performance.now();
    if (next > 0) await new Promise((resolve) => setTimeout(resolve, next));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}
