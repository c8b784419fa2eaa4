import type { ErrorCode } from '@colorbook/contract';
import type { MessageValues } from '@colorbook/i18n';
import { AppError } from '../errors';
import { t } from './translate';

/**
 * An AppError whose message is a catalogue message with arguments the English text cannot give
 * back (a plural such as "1 minute" / "2 minutes"): English is its `message`, and the error
 * handler formats the same key in the request's language.
 */
export function translatedError(
  code: ErrorCode,
  key: string,
  values: MessageValues,
  options?: { status?: number },
): AppError {
  return new AppError(code, t('en', key, values), { ...options, translation: { key, values } });
}
