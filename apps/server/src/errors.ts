import type { ErrorBody, ErrorCode } from '@colorbook/contract';
import type { MessageValues } from '@colorbook/i18n';

/** The status each code answers with unless a thrower says otherwise (DESIGN §4). */
export const statusOfCode: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  USER_BLOCKED: 403,
  NO_PAID_PLAN: 403,
  NO_CREDITS: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * An error a user is meant to see. Services throw these; the one error handler turns them into
 * `{message, code}`. Anything that is not an AppError is treated as a bug and answered with a
 * generic 500, so an internal message can never leak by accident.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  /**
   * The catalogue message `message` was formatted from, for a message whose English text cannot
   * be matched back to its key (plurals: "1 minute" / "2 minutes"); the error handler formats it
   * in the request's language.
   */
  readonly translation?: { key: string; values?: MessageValues };

  constructor(
    code: ErrorCode,
    message: string,
    options?: { status?: number; cause?: unknown; translation?: { key: string; values?: MessageValues } },
  ) {
    super(message, { cause: options?.cause });
    this.code = code;
    this.status = options?.status ?? statusOfCode[code];
    if (options?.translation) this.translation = options.translation;
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code };
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;

export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string) => new AppError('VALIDATION_ERROR', message);
