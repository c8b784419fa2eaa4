import german from '@colorbook/i18n/messages/de.json';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR_MESSAGE, failureMessage, reactToFailure } from './api-errors';
import { localeStore } from './locale-store';

const at = (pathname: string, silent = false) => ({ pathname, silent });

describe('failureMessage', () => {
  it('uses the response or error message, else the fallback', () => {
    expect(failureMessage({ message: 'Name is required' })).toBe('Name is required');
    expect(failureMessage({ message: '  ' })).toBe(FALLBACK_ERROR_MESSAGE);
    expect(failureMessage(null)).toBe('Something went wrong!');
  });

  it('shows the fallback in the active language', () => {
    const before = localeStore.getState();
    localeStore.setState({ locale: 'de', messages: german });
    try {
      expect(failureMessage(null)).toBe(german['error.unknown']);
      expect(failureMessage({ message: 'Vom Server' })).toBe('Vom Server');
    } finally {
      localeStore.setState({ locale: before.locale, messages: before.messages });
    }
  });
});

describe('reactToFailure (spec §8)', () => {
  it('shows any failure as a 6-second danger notification', () => {
    expect(reactToFailure({ status: 500, message: 'Database is down' }, at('/pages'))).toEqual({
      signOut: false,
      redirectTo: null,
      notification: { message: 'Database is down', persist: false, keepOnNavigation: false },
    });
    expect(reactToFailure({ status: 0, message: '' }, at('/pages')).notification?.message).toBe(
      'Something went wrong!',
    );
  });

  it('leaves the message to the screen for silent calls', () => {
    const reaction = reactToFailure(
      { status: 400, message: 'Bad', code: 'VALIDATION_ERROR' },
      at('/account', true),
    );
    expect(reaction).toEqual({ signOut: false, redirectTo: null, notification: null });
  });

  it('401: removes the token, goes to /sign-in, and the notification persists', () => {
    const failure = { status: 401, message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };
    expect(reactToFailure(failure, at('/pages/favorite'))).toEqual({
      signOut: true,
      redirectTo: '/sign-in',
      notification: { message: 'Please sign in to continue.', persist: true, keepOnNavigation: false },
    });
    // Even for silent calls: the screen that asked is being left.
    expect(reactToFailure(failure, at('/account', true)).notification?.persist).toBe(true);
  });

  it('401 on /sign-in stays there', () => {
    const reaction = reactToFailure({ status: 401, message: 'x' }, at('/sign-in'));
    expect(reaction.signOut).toBe(true);
    expect(reaction.redirectTo).toBeNull();
  });

  it('a blocked user is signed out like a 401', () => {
    const reaction = reactToFailure({ status: 403, message: 'Blocked', code: 'USER_BLOCKED' }, at('/pages'));
    expect(reaction).toMatchObject({ signOut: true, redirectTo: '/sign-in' });
  });

  it('403 NO_PAID_PLAN goes to /checkout with a danger notification kept across that redirect', () => {
    const failure = {
      status: 403,
      message: 'Download is only available on the paid plan.',
      code: 'NO_PAID_PLAN',
    };
    expect(reactToFailure(failure, at('/pages/3/color'))).toEqual({
      signOut: false,
      redirectTo: '/checkout',
      notification: {
        message: 'Download is only available on the paid plan.',
        persist: false,
        keepOnNavigation: true,
      },
    });
    expect(reactToFailure(failure, at('/checkout')).redirectTo).toBeNull();
  });

  it('403 NO_CREDITS, also from a silent call, goes to /checkout with the danger notification', () => {
    const failure = { status: 403, message: 'No Pages available. Pay more pages.', code: 'NO_CREDITS' };
    expect(reactToFailure(failure, { silent: true, pathname: '/pages/create/ai' })).toEqual({
      signOut: false,
      redirectTo: '/checkout',
      notification: {
        message: 'No Pages available. Pay more pages.',
        persist: false,
        keepOnNavigation: true,
      },
    });
  });

  it('other 403s only notify', () => {
    const reaction = reactToFailure(
      { status: 403, message: 'Only admins can do this.', code: 'FORBIDDEN' },
      at('/x'),
    );
    expect(reaction).toMatchObject({ signOut: false, redirectTo: null });
    expect(reaction.notification?.message).toBe('Only admins can do this.');
  });
});
