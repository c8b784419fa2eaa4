import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-3f9a1c.js"></script></body></html>';

const BIG_CHUNK = `export const words = ${JSON.stringify('colour '.repeat(2000))};\n`;

describe('with a built web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-web-dist-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDist, 'assets', 'app-3f9a1c.js'), 'console.log("app")');
    // What the web build's precompress step leaves beside a file (apps/web/scripts/precompress.mjs).
    fs.writeFileSync(path.join(webDist, 'assets', 'chunk-b2.js'), BIG_CHUNK);
    fs.writeFileSync(path.join(webDist, 'assets', 'chunk-b2.js.br'), brotliCompressSync(BIG_CHUNK));
    fs.writeFileSync(path.join(webDist, 'assets', 'chunk-b2.js.gz'), gzipSync(BIG_CHUNK));
    // A kind of file the build does not write today: still served, from the disk.
    fs.writeFileSync(path.join(webDist, 'assets', 'notes-1a.txt'), 'kept as text');
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Would shadow an API route if the static files were allowed to answer /api paths.
    fs.mkdirSync(path.join(webDist, 'api'));
    fs.writeFileSync(path.join(webDist, 'api', 'secret.txt'), 'not for you');
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html, never cached stale', async () => {
    for (const url of ['/pages/favorite', '/admin/users/7/edit', '/', '/some/unknown/route?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build’s precompressed files as they are, in the encoding the browser takes', async () => {
    const url = '/assets/chunk-b2.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets', 'chunk-b2.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_CHUNK);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_CHUNK);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_CHUNK);
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    for (const url of [
      '/assets/app-old.js',
      '/assets/../api/secret.txt',
      '/assets/%2e%2e%2fapi%2fsecret.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<html');
      expect(res.body, url).not.toContain('not for you');
    }
  });

  it('keeps each hashed file in memory once read, and sends other kinds from the disk', async () => {
    const url = '/assets/chunk-b2.js';
    const file = path.join(webDist, 'assets', 'chunk-b2.js');
    const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(first.body).toBe(BIG_CHUNK);
    // A hashed name never gets new content: what was read first is what is sent, with no disk work.
    fs.writeFileSync(file, 'changed on disk');
    try {
      const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(again.body).toBe(BIG_CHUNK);
      expect(again.headers['content-type']).toBe('text/javascript; charset=utf-8');
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.body).toBe('');
    } finally {
      fs.writeFileSync(file, BIG_CHUNK);
    }
    const other = await t.app.inject({ method: 'GET', url: '/assets/notes-1a.txt' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe('kept as text');
    expect(other.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps /api JSON: unknown paths get the JSON 404 and files never shadow the API', async () => {
    for (const url of ['/api/nope', '/api/secret.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('answers other methods on page paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/pages/favorite' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('without a built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST: path.join(os.tmpdir(), 'cb-no-such-dist') } });
  });
  afterAll(() => t?.close());

  it('tells the visitor to build the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pages/favorite' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run build');
  });

  it('still serves the API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
