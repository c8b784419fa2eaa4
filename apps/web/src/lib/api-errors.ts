import type { ApiFailure } from './api';

/** Spec §8: the message of last resort. */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong!';

export type FailureReaction = {
  /** Drop the stored token (and user): the session is gone. */
  signOut: boolean;
  /** Where to send the user, or null to stay. */
  redirectTo: string | null;
  notification: { message: string; persist: boolean; keepOnNavigation: boolean } | null;
};

/** The text a user sees for a failed call: the response message, else the error message, else the fallback. */
export function failureMessage(error: Pick<ApiFailure, 'message'> | null | undefined): string {
  return error?.message?.trim() || FALLBACK_ERROR_MESSAGE;
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
