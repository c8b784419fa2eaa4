/**
 * The user's return names a payment that is not there or not theirs: every provider answers
 * with the same 404, so a guessed id tells nothing about other users' payments.
 */
export const PAYMENT_NOT_FOUND = 'We could not find this payment.';
