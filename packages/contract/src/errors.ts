import { z } from 'zod';

/** Stable error codes (DESIGN §4). The client branches on `code`, people read `message`. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'USER_BLOCKED',
  'NO_PAID_PLAN',
  'NO_CREDITS',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_FAILED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({ message: z.string(), code: z.enum(errorCodes) });
export type ErrorBody = z.infer<typeof errorBody>;
