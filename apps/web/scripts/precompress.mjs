// Compresses the built files once, at build time (brotli at its best quality, and gzip), so the
// server sends them as they are (@fastify/static's preCompressed) instead of compressing the app's
// ~900 KB of JavaScript again for every visitor without it in their cache: that work ran on the
// same thread as the API and held back a screen's first reads (issue 27).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Only the content-hashed files: their names change with their content, so a .br beside one can
// never be older than it. index.html, sw.js and the like keep being compressed as they are sent
// (an edited sw.js must not be shadowed by a stale sw.js.br).
const root = path.resolve(import.meta.dirname, '..', 'dist', 'assets');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const started = Date.now();
let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  before += data.length;
  after += br.length;
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
