import { LOG_MAX_RAW_BYTES, LogFormatError } from './action-log';

/*
 * gzip through the platform's CompressionStream (browsers and Node 18+), so the client and the
 * benches need no library. The server inflates with zlib and its own output cap.
 */

const collect = async (stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array> => {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel();
      throw new LogFormatError('The log is longer than allowed.');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

export const gzipLog = (raw: Uint8Array): Promise<Uint8Array> =>
  collect(
    new Blob([raw as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip')),
    Number.POSITIVE_INFINITY,
  );

/** Inflates a stored log, refusing one that would grow beyond LOG_MAX_RAW_BYTES. */
export const gunzipLog = async (gz: Uint8Array): Promise<Uint8Array> => {
  try {
    return await collect(
      new Blob([gz as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip')),
      LOG_MAX_RAW_BYTES,
    );
  } catch (error) {
    if (error instanceof LogFormatError) throw error;
    throw new LogFormatError('The log is not gzip data.');
  }
};
