import { type Catalogue, formatMessage } from '@colorbook/i18n';
import english from '@colorbook/i18n/messages/en.json';
import type { ApiFailure } from './api';
import { localeStore } from './locale-store';

/** Spec §8: the message of last resort (English; the screens show it in the active language). */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong!';

/** The fallback in the active language: failures are reported outside React, so no useIntl here. */
const fallbackMessage = (): string => {
  const { locale, messages } = localeStore.getState();
  return formatMessage(locale, messages, english as Catalogue, 'error.unknown');
};

export type FailureReaction = {
  /** Drop the stored token (and user): the session is gone. */
  signOut: boolean;
  /** Where to send the user, or null to stay. */
  redirectTo: string | null;
  notification: { message: string; persist: boolean; keepOnNavigation: boolean } | null;
};

/** The text a user sees for a failed call: the response message, else the error message, else the fallback. */
export function failureMessage(error: Pick<ApiFailure, 'message'> | null | undefined): string {
  return error?.message?.trim() || fallbackMessage();
}

/** 401, or a blocked user (whose sessions the server revokes): the session is over. */
export const endsSession = ({ status, code }: Pick<ApiFailure, 'status' | 'code'>): boolean =>
  status === 401 || (status === 403 && code === 'USER_BLOCKED');

/**
 * The error catalogue (spec §8) as a pure decision: what happens after a failed call.
 * `silent` calls show their failure inline, so they get no generic notification, but the
 * session and plan rules still apply (the screen that asked is about to be left).
 */
export function reactToFailure(
  error: ApiFailure,
  { silent, pathname }: { silent: boolean; pathname: string },
): FailureReaction {
  const message = failureMessage(error);
  if (endsSession(error)) {
    return {
      signOut: true,
      redirectTo: pathname === '/sign-in' ? null : '/sign-in',
      notification: { message, persist: true, keepOnNavigation: false },
    };
  }
  // Spec §8: no paid plan, or no pages left ('No Pages available. Pay more pages.'): to /checkout.
  if (error.status === 403 && (error.code === 'NO_PAID_PLAN' || error.code === 'NO_CREDITS')) {
    const redirectTo = pathname === '/checkout' ? null : '/checkout';
    return {
      signOut: false,
      redirectTo,
      notification: { message, persist: false, keepOnNavigation: redirectTo !== null },
    };
  }
  return {
    signOut: false,
    redirectTo: null,
    notification: silent ? null : { message, persist: false, keepOnNavigation: false },
  };
}
