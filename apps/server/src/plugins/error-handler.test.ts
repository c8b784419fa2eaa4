import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, INTERNAL_MESSAGE } from '../errors';
import { DRAIN_MAX_BYTES, drainRequest, toErrorReply, validationMessage } from './error-handler';

const issue = (instancePath: string, keyword: string, message: string): FastifySchemaValidationError => ({
  instancePath,
  keyword,
  message,
  params: {},
  schemaPath: '#',
});

describe('validationMessage', () => {
  it('names the field of the first issue', () => {
    expect(validationMessage([issue('/email', 'invalid_format', 'Invalid email address')], 'body')).toBe(
      'email: Invalid email address',
    );
    expect(validationMessage([issue('/landing/home/title', 'too_big', 'Too big')])).toBe(
      'landing.home.title: Too big',
    );
  });

  it('says "is required" for a missing field or body', () => {
    const missing = 'Invalid input: expected string, received undefined';
    expect(validationMessage([issue('/name', 'invalid_type', missing)], 'body')).toBe('name is required.');
    expect(validationMessage([issue('/', 'invalid_type', missing)], 'body')).toBe(
      'The request body is required.',
    );
  });
});

describe('toErrorReply', () => {
  it('keeps an AppError as it is', () => {
    expect(toErrorReply(new AppError('NO_CREDITS', 'No Pages available. Pay more pages.'))).toEqual({
      status: 403,
      body: { message: 'No Pages available. Pay more pages.', code: 'NO_CREDITS' },
      logAsError: false,
    });
  });

  it('logs AppErrors that are server faults', () => {
    expect(toErrorReply(new AppError('UPSTREAM_FAILED', 'The image service is down.')).logAsError).toBe(true);
  });

  it('maps Fastify client errors to contract codes', () => {
    const fst = (code: string, statusCode: number) => Object.assign(new Error('x'), { code, statusCode });
    expect(toErrorReply(fst('FST_ERR_CTP_BODY_TOO_LARGE', 413)).body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(toErrorReply(fst('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415)).body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(toErrorReply(fst('FST_ERR_CTP_EMPTY_JSON_BODY', 400)).body).toEqual({
      message: 'The request body is empty.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('turns anything else into a generic 500, whatever status or message it carries', () => {
    const sneaky = Object.assign(new Error('password=hunter2'), { statusCode: 400 });
    for (const error of [new Error('boom'), sneaky, 'a string', undefined, null]) {
      expect(toErrorReply(error)).toEqual({
        status: 500,
        body: { message: INTERNAL_MESSAGE, code: 'INTERNAL' },
        logAsError: true,
      });
    }
  });
});

describe('toErrorReply for an outside service that cannot be reached', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  it('answers 503 naming the database when the failure happened running SQL', () => {
    const query = Object.assign(new Error('Failed query: select 1'), {
      query: 'select 1',
      params: [],
      cause: refused,
    });
    expect(toErrorReply(query)).toMatchObject({
      status: 503,
      body: { code: 'UNAVAILABLE' },
      logAsError: true,
    });
    expect(toErrorReply(query).body.message).toMatch(/^The database is not answering/);
    expect(toErrorReply(Object.assign(new Error('terminating connection'), { code: '57P01' })).status).toBe(
      503,
    );
    expect(toErrorReply(new Error('Connection terminated unexpectedly')).status).toBe(503);
  });

  it('answers 503 without blaming the database for a bare refused connection', () => {
    expect(toErrorReply(refused).body).toEqual({
      message: 'A service the app depends on is not answering. Please try again in a moment.',
      code: 'UNAVAILABLE',
    });
  });
});

describe('drainRequest (the rest of a too-large body, before the 413)', () => {
  /** A body that never ends, counting what was read from it. */
  const endless = () => {
    const stream = Object.assign(
      new Readable({
        read() {
          // Arrives over time, as from a socket.
          setImmediate(() => {
            stream.pulled += 64 * 1024;
            this.push(Buffer.alloc(64 * 1024));
          });
        },
      }),
      { complete: false, pulled: 0 },
    );
    return stream;
  };

  it('reads a body that has not all arrived to its end', async () => {
    const body = Readable.from([Buffer.alloc(1000), Buffer.alloc(1000)]);
    await drainRequest(Object.assign(body, { complete: false }) as unknown as IncomingMessage);
    expect(body.readableEnded).toBe(true);
  });

  it('stops reading an endless body after DRAIN_MAX_BYTES, so it cannot hold the server', async () => {
    const body = endless();
    await drainRequest(body as unknown as IncomingMessage);
    expect(body.pulled).toBeGreaterThan(DRAIN_MAX_BYTES);
    expect(body.pulled).toBeLessThan(DRAIN_MAX_BYTES * 2);
    body.destroy();
  });

  it('has nothing to wait for when the body is complete', async () => {
    const body = endless();
    body.complete = true;
    await drainRequest(body as unknown as IncomingMessage);
    expect(body.pulled).toBe(0);
  });
});
