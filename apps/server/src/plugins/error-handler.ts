import http, { type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody, ErrorCode } from '@colorbook/contract';
import { isLocale } from '@colorbook/i18n';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { unavailableMessage } from '../db/connection-errors';
import { AppError, INTERNAL_MESSAGE, isAppError } from '../errors';
import { localeOfRequest } from '../i18n/request-locale';
import { translateServerMessage } from '../i18n/server-messages';
import { t } from '../i18n/translate';
import { localizedValidationMessage } from '../i18n/validation-messages';

export interface ErrorReply {
  status: number;
  body: ErrorBody;
  /** Only server faults are logged with their stack; client mistakes are normal traffic. */
  logAsError: boolean;
}

const contextNames: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The request headers',
};

/**
 * "email: Invalid email address" style: the first issue, naming the field, because a person
 * fixes one field at a time and the client shows the message as it is.
 */
export function validationMessage(issues: FastifySchemaValidationError[], context?: string): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? '');
  if (!field) {
    const subject = contextNames[context ?? ''] ?? 'The request';
    return missing ? `${subject} is required.` : `${subject} is not valid: ${issue.message}`;
  }
  return missing ? `${field} is required.` : `${field}: ${issue.message}`;
}

const codeOfStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Fastify's own 4xx messages are fine to show, but these read better to a person. */
const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This type of content is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length.',
  FST_ERR_BAD_URL: 'The address is not valid (a broken %-escape).',
  FST_ERR_MAX_PARAM_LENGTH: 'A value in the address is too long.',
};

type MaybeFastifyError = {
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
  validationContext?: unknown;
};

/**
 * Maps anything thrown while handling a request to the `{message, code}` the client sees.
 * Only AppErrors and Fastify's own client errors (codes `FST_*`) keep their status and
 * message; everything else is a 500 with a generic message, so no internal detail leaks.
 */
export function toErrorReply(error: unknown): ErrorReply {
  if (isAppError(error)) {
    return { status: error.status, body: error.toBody(), logAsError: error.status >= 500 };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as MaybeFastifyError).validationContext;
    const message = validationMessage(error.validation, typeof context === 'string' ? context : undefined);
    return { status: 400, body: { message, code: 'VALIDATION_ERROR' }, logAsError: false };
  }
  // Anything thrown may reach here, even a string; the library guard assumes an object.
  if (typeof error !== 'object' || error === null || isResponseSerializationError(error)) {
    return internal();
  }
  const unavailable = unavailableMessage(error);
  if (unavailable)
    return { status: 503, body: { message: unavailable, code: 'UNAVAILABLE' }, logAsError: true };
  const e = error as MaybeFastifyError;
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  const isFastifyClientError = typeof e.code === 'string' && e.code.startsWith('FST_') && status < 500;
  if (isFastifyClientError && status >= 400) {
    const fsCode = e.code as string;
    const message = friendlyMessages[fsCode] ?? (typeof e.message === 'string' ? e.message : 'Bad request.');
    return { status, body: { message, code: codeOfStatus[status] ?? 'VALIDATION_ERROR' }, logAsError: false };
  }
  return internal();
}

const internal = (): ErrorReply => ({
  status: 500,
  body: { message: INTERNAL_MESSAGE, code: 'INTERNAL' },
  logAsError: true,
});

/**
 * How much of a too-large body is read and thrown away before the 413 goes out. Fastify stops
 * reading at the limit and closes the connection with its answer; a client still sending (a
 * chunked body has no Content-Length to refuse up front) then gets a reset instead of the
 * answer. Reading the rest first lets it finish and read the 413; past these bounds the
 * connection is closed as before, so a client cannot make the server read forever.
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
export const DRAIN_MAX_MS = 5_000;

/** Resolves once the request body has all arrived, or at the bounds above. Nothing is kept. */
export function drainRequest(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    raw.on('data', onData).once('end', done).once('error', done).once('close', done);
    raw.resume();
  });
}

/**
 * The body in the request's language (issue 23): `code` stays as it is, `message` is translated;
 * English is today's text untouched.
 */
function localizeBody(body: ErrorBody, error: unknown, request: FastifyRequest): ErrorBody {
  // A routing error's request is built before the app's decorators apply: read its header directly.
  const locale = isLocale(request.locale) ? request.locale : localeOfRequest(request);
  if (locale === 'en') return body;
  if (isAppError(error) && error.translation) {
    return { ...body, message: t(locale, error.translation.key, error.translation.values) };
  }
  if (body.code === 'VALIDATION_ERROR' && hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as MaybeFastifyError).validationContext;
    const message = localizedValidationMessage(
      locale,
      request,
      typeof context === 'string' ? context : undefined,
    );
    if (message) return { ...body, message };
  }
  return { ...body, message: translateServerMessage(locale, body.message) };
}

function replyWithError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const reply_ = toErrorReply(error);
  const { status, logAsError } = reply_;
  const body = localizeBody(reply_.body, error, request);
  if (logAsError) request.log.error({ err: error }, 'request failed');
  if (status === 413 && !request.raw.complete) {
    return drainRequest(request.raw).then(() => reply.status(status).send(body));
  }
  return reply.status(status).send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(replyWithError);
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before any route or error
 * handler is chosen (a broken %-escape, a path parameter over maxParamLength).
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
  replyWithError(error, request, reply);

/** What Node's HTTP parser refuses before Fastify sees a request, in the `{message, code}` shape. */
export function clientErrorReply(error: { code?: string }): { status: number; body: ErrorBody } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        body: { message: 'The request took too long to arrive. Please try again.', code: 'VALIDATION_ERROR' },
      };
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: { message: 'The request headers are too large.', code: 'PAYLOAD_TOO_LARGE' },
      };
    default:
      // Bad header lines, duplicate Content-Length, Content-Length with chunked, garbage.
      return { status: 400, body: { message: 'The request is not valid HTTP.', code: 'VALIDATION_ERROR' } };
  }
}

/**
 * Fastify's `clientErrorHandler` option (the raw server's `clientError` event): answers on the
 * socket, then closes it, as Node and Fastify do, but with our error body.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorReply(error);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/** For plugins (rate limit, not-found) that must produce the same shape outside a route. */
export const appErrorFrom = (status: number, message: string): AppError =>
  new AppError(codeOfStatus[status] ?? 'VALIDATION_ERROR', message, { status });
