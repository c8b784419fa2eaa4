import { Writable } from 'node:stream';
import { pino } from 'pino';

/** A logger whose lines a test can read, like an operator reading the server log. */
export function capturingLogger(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}
