import zlib from 'node:zlib';
import { type RecordingServer, startRecordingServer } from '@colorbook/test-servers/recording-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboundAddressError } from './outbound-address';
import { createOutboundFetch } from './outbound-fetch';

let host: RecordingServer;
beforeAll(async () => {
  host = await startRecordingServer((path, res) => {
    if (path === '/redirect') return res.writeHead(302, { location: 'http://elsewhere.example/' }).end();
    if (path === '/gzip')
      return res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync('{"packed":true}'));
    if (path === '/slow') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.write(Buffer.alloc(1024));
      return; // never ends: the caller's abort must
    }
    res.writeHead(201, { 'content-type': 'application/json', 'x-test': 'yes' });
    res.end(JSON.stringify({ ok: true }));
  });
});
afterAll(() => host?.close());
beforeEach(() => {
  host.requests.length = 0;
});

const allowing = createOutboundFetch({ allowPrivate: true });
const strict = createOutboundFetch({ allowPrivate: false });

describe('the outbound fetch', () => {
  it('sends method, headers and body, and answers like fetch', async () => {
    const res = await allowing(`http://127.0.0.1:${host.port}/echo`, {
      method: 'POST',
      headers: { authorization: 'Bearer t0ken', 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-test')).toBe('yes');
    expect(await res.json()).toEqual({ ok: true });
    expect(host.requests).toEqual([{ method: 'POST', path: '/echo', authorization: 'Bearer t0ken' }]);
  });

  it('decodes a compressed body', async () => {
    const res = await allowing(`http://127.0.0.1:${host.port}/gzip`);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ packed: true });
  });

  it('never follows a redirect: the 3xx comes back to the caller', async () => {
    const res = await allowing(`http://127.0.0.1:${host.port}/redirect`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://elsewhere.example/');
  });

  it('stops a body that never ends when the caller aborts', async () => {
    const controller = new AbortController();
    const res = await allowing(`http://127.0.0.1:${host.port}/slow`, { signal: controller.signal });
    const reading = res.arrayBuffer();
    controller.abort();
    await expect(reading).rejects.toThrow();
  });

  it('refuses private addresses, literal or named, before anything is sent', async () => {
    for (const url of [
      `http://127.0.0.1:${host.port}/echo`,
      `http://localhost:${host.port}/echo`,
      `http://[::ffff:127.0.0.1]:${host.port}/echo`,
    ]) {
      const error = await strict(url, { headers: { authorization: 'Bearer secret' } }).then(
        () => undefined,
        (e: unknown) => e,
      );
      const refused = error instanceof OutboundAddressError ? error : (error as Error | undefined)?.cause;
      expect([url, refused instanceof OutboundAddressError]).toEqual([url, true]);
    }
    expect(host.requests).toEqual([]);
  });

  it('calls only http(s)', async () => {
    await expect(allowing('file:///etc/passwd')).rejects.toThrow(TypeError);
  });
});
