import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

/*
 * A page the server renders once and sends many times (the landing, /terms, /privacy in each
 * language) is worth compressing once at brotli's best quality: the landing comes to ~14.5 KB
 * instead of ~16.3 KB at the quality-5 the compression plugin uses for every other answer, so it
 * fits a new connection's first TCP window (~14.6 KB) and a slow phone has it one round trip
 * sooner.
 */

const compress = promisify(brotliCompress);

export function brotliBest(text: string): Promise<Buffer> {
  const input = Buffer.from(text);
  return compress(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
}

/** The encodings Accept-Encoding allows (listed, and not with q=0), lower-cased. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const names = new Set<string>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name?.trim() && (q === undefined || Number(q.slice(2)) > 0)) names.add(name.trim());
  }
  return names;
}

/** Whether Accept-Encoding allows br (listed, and not with q=0). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  return acceptedEncodings(header).has('br');
}
