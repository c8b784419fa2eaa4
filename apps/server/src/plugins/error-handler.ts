import type { ErrorBody, ErrorCode } from '@colorbook/contract';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, INTERNAL_MESSAGE, isAppError } from '../errors';

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

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, logAsError } = toErrorReply(error);
    if (logAsError) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}

/** For plugins (rate limit, not-found) that must produce the same shape outside a route. */
export const appErrorFrom = (status: number, message: string): AppError =>
  new AppError(codeOfStatus[status] ?? 'VALIDATION_ERROR', message, { status });
