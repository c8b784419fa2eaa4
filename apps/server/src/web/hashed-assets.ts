import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings } from './precompressed';

/*
 * The web build's content-hashed files (/assets/*) answered from memory. Through @fastify/static
 * each one cost several turns of the event loop and trips to libuv's thread pool (a stat for each
 * of .br, .gz and the file, then open, read, close): 1.3-2.3 ms a file on a quiet machine, and a
 * first paint asks for seven at once while the browser keeps a small machine's two cores busy,
 * so the font and the first picture, which the first frame waits for, came 70-100 ms after they
 * were asked for. A hashed file never changes: each is read once, with its build-time .br and
 * .gz (apps/web/scripts/precompress.mjs), and sent in the turn its request arrives. Only names
 * in the folder's listing are served: a requested path is never joined onto the disk path.
 */

/** Vite content-hashes every file under /assets, so those can be cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Variant = { body: Buffer; encoding: 'br' | 'gzip' | null };
/** `type` null: a file of another kind, sent from disk by @fastify/static. */
type Asset = { type: string | null; variants: Variant[] };

/** The types the build writes to /assets; any other file there is sent by @fastify/static. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.wasm': 'application/wasm',
};

/** Registers GET/HEAD /assets/* for the build in `root`, ahead of the static files' wildcard. */
export function registerHashedAssets(app: FastifyInstance, root: string): void {
  const folder = path.join(root, 'assets');
  const cache = new Map<string, Promise<Asset | null>>();
  let listing: Promise<Set<string>> | null = null;
  const names = () => {
    listing ??= fs
      .readdir(folder)
      .then((entries) => new Set(entries))
      .catch(() => new Set<string>());
    return listing;
  };

  const load = async (name: string): Promise<Asset | null> => {
    const built = await names();
    if (!built.has(name)) return null;
    const type = TYPES[path.extname(name)] ?? null;
    if (!type) return { type, variants: [] };
    const variants: Variant[] = [];
    for (const [file, encoding] of [
      [`${name}.br`, 'br'],
      [`${name}.gz`, 'gzip'],
      [name, null],
    ] as const) {
      if (built.has(file)) variants.push({ body: await fs.readFile(path.join(folder, file)), encoding });
    }
    return { type, variants };
  };

  const answer = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const name = request.params['*'];
    let asset = cache.get(name);
    if (!asset) {
      asset = load(name);
      // Only what the build wrote is kept: a made-up name costs a listing lookup, never memory.
      if (await asset) cache.set(name, asset);
    }
    const found = await asset;
    if (!found) return reply.callNotFound();
    // A plain file name from the build's own listing.
    if (!found.type) return reply.sendFile(name, folder);
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const variant =
      found.variants.find(({ encoding }) => encoding !== null && accepted.has(encoding)) ??
      found.variants.find(({ encoding }) => encoding === null);
    if (!variant) return reply.callNotFound();
    reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').type(found.type);
    if (variant.encoding) reply.header('content-encoding', variant.encoding);
    return reply.send(variant.body);
  };
  app.get('/assets/*', answer);
}
