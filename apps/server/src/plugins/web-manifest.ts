import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Setting } from '@colorbook/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

/**
 * The PWA manifest with the current app name and tagline (DESIGN §9): the build writes
 * manifest.webmanifest with the default name, icons and colours; this answers it with the
 * admin's app_name and tagline laid over, so an installed app carries the name users see.
 * Not precached by the service worker, so a change reaches new installs at once.
 * `publicSettings` is the settings every visitor may read (app.ts passes the settings service's).
 */
export function registerWebManifest(
  app: FastifyInstance,
  options: { webDist: string; publicSettings: () => Promise<Setting[]> },
): void {
  const built = path.join(path.resolve(options.webDist), 'manifest.webmanifest');

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    let manifest: Record<string, unknown>;
    try {
      manifest = JSON.parse(await readFile(built, 'utf8')) as Record<string, unknown>;
    } catch {
      throw notFound('The web app has not been built yet.');
    }
    const values = new Map((await options.publicSettings()).map((item) => [item.name, item.value.trim()]));
    const name = values.get('app_name');
    const tagline = values.get('tagline');
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send({
        ...manifest,
        ...(name ? { name, short_name: name } : {}),
        ...(tagline ? { description: tagline } : {}),
      });
  });
}
