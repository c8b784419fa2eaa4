import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { encodeLog, type LogOp } from '@colorbook/canvas/action-log';
import { pngImage } from '@colorbook/test-servers/test-images';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorings } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage } from '../../test/page-helpers';
import { createShare, saveColoring, shareCall } from '../../test/share-helpers';
import { uploadImage } from '../../test/upload-helpers';
import { STAND_IN_INLINE, writeWebBuild } from '../../test/web-build-stand-in';

/*
 * The share page's time-lapse player (decision 0028, "Share page"): /s/{token} carries the
 * player's script (the web build's share-player entry, found through the landing manifest) and
 * the player's sources only when the colouring has a replay log; its line art is served under the
 * link while it lives. The render module is a stand-in that prints what it is given (the real
 * markup: apps/web/src/features/share/shared-replay.test.tsx; in the browser:
 * e2e/journeys/share.e2e.test.ts).
 */

const PLAYER_FILE = 'assets/share-player-T3stHash.js';
const SSR_MODULE = `
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export function render() { return { found: false, settings: {} }; }
export function renderShare({ share, settings }) {
  const view = { appName: 'Colorbook', website: { landing: { home: { description: '', image: '' } } } };
  const player = share.replay ? '<div data-share-player data-log="' + esc(share.replay.log) + '"></div>' : '';
  return { settings: view, html: '<main>' + player + '<pre>' + esc(JSON.stringify(share)) + '</pre></main>' };
}`;
const OPS: LogOp[] = [
  { op: 'set', settings: { tool: 'brush', color: '#ef4444', brushSize: 20, zoom: 1 } },
  { op: 'gesture', points: [800, 800, 128, 880, 840, 128, 960, 900, 128] },
  { op: 'fill', x: 4000, y: 4000 },
];

let t: TestApp;
let webDist: string;
let painter: UserWithSession;
beforeAll(async () => {
  webDist = writeWebBuild({
    manifest: { public: { landing: '/assets/landing-L4nd.js', sharePlayer: `/${PLAYER_FILE}` } },
    files: { [PLAYER_FILE]: 'export {};\n' },
    publicPagesModule: SSR_MODULE,
  }).root;
  t = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://colour.example' } });
  painter = await createUserWithSession(t.db, { name: 'Pia Painter' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function uploadLineArt(): Promise<{ url: string; bytes: Buffer }> {
  const bytes = await pngImage(96, 96);
  return { url: await uploadImage(t, painter, bytes), bytes };
}

/** A page coloured and shared by the painter, with a replay log when `withLog`. */
async function shared(withLog: boolean) {
  const lineArt = await uploadLineArt();
  const page = await seedPage(t.db, painter.user.id, { illustration: lineArt.url });
  const coloringId = await saveColoring(t, painter, page.id);
  if (withLog) {
    const [coloring] = await t.db.select().from(colorings).where(eq(colorings.id, coloringId));
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/coloreds/replay',
      headers: painter.headers,
      payload: {
        pageId: page.id,
        photo: coloring?.photo,
        log: gzipSync(encodeLog(OPS)).toString('base64'),
      },
    });
    expect(stored.statusCode, stored.body).toBe(200);
  }
  const link = await createShare(t, painter, coloringId);
  return { coloringId, lineArt, token: link.token, path: new URL(link.url).pathname };
}

describe('the share page’s replay player', () => {
  it('carries the player and its one script only when the colouring has a log', async () => {
    const withLog = await shared(true);
    const page = await get(withLog.path);
    expect(page.statusCode).toBe(200);
    const scripts = [...page.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual([`<script type="module" src="/${PLAYER_FILE}">`]);
    expect(page.body).toContain('data-share-player');
    expect(page.body).toContain(`data-log="/s/${withLog.token}/replay.bin?v=`);
    expect(page.body).toContain(`/s/${withLog.token}/line-art.png?v=`);
    // The CSP stays strict: scripts from this origin only, and no inline script but the app
    // pages' own, allowed by the hashes the build computed.
    const csp = String(page.headers['content-security-policy']);
    const hashes = Object.values(STAND_IN_INLINE).map((script) => script.hash);
    expect(csp).toContain(`script-src 'self' ${hashes.join(' ')};`);
    expect(/script-src [^;]*unsafe/.test(csp)).toBe(false);
    // The script itself is served from the web build.
    const script = await get(`/${PLAYER_FILE}`);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);

    const without = await shared(false);
    const plain = await get(without.path);
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toMatch(/<script\b/);
    expect(plain.body).not.toContain('data-share-player');
    expect(plain.body).not.toContain('replay.bin');
    expect(plain.body).toContain('"replay":null');
  });

  it('serves the page’s line art under a live link only, as stored', async () => {
    const { coloringId, lineArt, token } = await shared(true);
    const lines = await get(`/s/${token}/line-art.png`);
    expect(lines.statusCode).toBe(200);
    expect(lines.headers['content-type']).toBe('image/png');
    expect(lines.headers['cache-control']).toBe('public, no-cache');
    expect(Buffer.compare(lines.rawPayload, lineArt.bytes)).toBe(0);
    expect((await get(`/s/${token}/replay.bin`)).statusCode).toBe(200);

    const revoked = await shareCall(t, painter, 'DELETE', coloringId);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await get(`/s/${token}/line-art.png`)).statusCode).toBe(404);
    expect((await get(`/s/${token}/replay.bin`)).statusCode).toBe(404);
    expect((await get(`/s/${token}`)).statusCode).toBe(404);
  });
});
