import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../app';
import { createTestApp, type TestApp } from '../test/create-test-app';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** Sends bytes as they are (no HTTP client would send these) and reads until the server closes. */
function raw(text: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.on('data', (chunk) => {
      out += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = out.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
    });
  });
}

describe('malformed HTTP gets {message, code}, not Fastify’s own body', () => {
  it.each([
    ['a header line without a colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n'],
    [
      'duplicate Content-Length',
      'POST /api/users/sign-in HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    ],
    [
      'Content-Length with chunked',
      'POST /api/users/sign-in HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['garbage', 'HELLO THERE\r\n\r\n'],
  ])('%s → 400 VALIDATION_ERROR', async (_name, request) => {
    expect(await raw(request)).toEqual({
      status: 400,
      body: { message: 'The request is not valid HTTP.', code: 'VALIDATION_ERROR' },
    });
  });

  it('an oversize header → 431 PAYLOAD_TOO_LARGE', async () => {
    const response = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(response).toEqual({
      status: 431,
      body: { message: 'The request headers are too large.', code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('the server keeps answering afterwards', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

/**
 * Sends a whole chunked JSON body (no Content-Length, so the limit is only found while
 * reading) of `total` bytes as fast as the socket takes it, as curl does, without reading
 * until it is all sent; then reads the answer. A server that closes on the unread rest
 * resets the connection and the client never sees the answer.
 */
function chunkedPost(url: string, total: number): Promise<{ status: number; body: unknown } | string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, ' ');
      const framed = Buffer.concat([
        Buffer.from(`${chunk.length.toString(16)}\r\n`),
        chunk,
        Buffer.from('\r\n'),
      ]);
      for (let sent = 0; sent < total; sent += chunk.length) socket.write(framed);
      socket.end('0\r\n\r\n');
    });
    let out = '';
    socket.on('data', (data) => {
      out += data;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`connection failed: ${error.code}`));
    socket.on('close', () => {
      const [head = '', body = ''] = out.split('\r\n\r\n');
      resolve(out ? { status: Number(head.split(' ')[1]), body: JSON.parse(body) } : 'no answer');
    });
  });
}

describe('a chunked body over the limit', () => {
  it('→ 413 PAYLOAD_TOO_LARGE as {message, code}, not a dropped connection', async () => {
    for (const total of [JSON_BODY_LIMIT * 2, JSON_BODY_LIMIT * 8])
      expect([total, await chunkedPost('/api/users/sign-in', total)]).toEqual([
        total,
        { status: 413, body: { message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' } },
      ]);
  });

  it('the server keeps answering afterwards', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('routing errors (frameworkErrors)', () => {
  it('an over-long path value → 414 VALIDATION_ERROR, not FST_ERR_MAX_PARAM_LENGTH', async () => {
    const response = await t.app.inject({ url: `/api/pages/${'1'.repeat(150)}/read` });
    expect([response.statusCode, response.json()]).toEqual([
      414,
      { message: 'A value in the address is too long.', code: 'VALIDATION_ERROR' },
    ]);
  });

  it('a broken %-escape → 400 VALIDATION_ERROR', async () => {
    const response = await t.app.inject({ url: '/api/pages/%E0%A4%A/read' });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'The address is not valid (a broken %-escape).', code: 'VALIDATION_ERROR' },
    ]);
  });
});

describe('body parsing errors', () => {
  const post = (payload: string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/sign-in',
      payload,
      headers: { 'content-type': contentType },
    });

  it.each([
    ['malformed JSON', '{bad', 'application/json', 400, 'VALIDATION_ERROR'],
    ['an empty JSON body', '', 'application/json', 400, 'VALIDATION_ERROR'],
    [
      'a prototype-polluting key',
      '{"__proto__":{"admin":true}}',
      'application/json',
      400,
      'VALIDATION_ERROR',
    ],
    ['an unsupported content type', '<a/>', 'application/xml', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a body over 1 MB',
      `{"email":"${'a'.repeat(1_100_000)}"}`,
      'application/json',
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('%s → %i %s', async (_name, payload, contentType, status, code) => {
    const response = await post(payload, contentType);
    expect(response.statusCode).toBe(status);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
    expect(response.json().code).toBe(code);
  });
});
