/*
 * The contract's form messages (packages/contract, shared with the server) are English; the forms
 * show them in the active language through these keys. A message not listed shows as it came.
 */
const keys: Record<string, string> = {
  'Please enter your name': 'validation.nameRequired',
  'Name must be at most 80 characters': 'validation.nameTooLong',
  'Please enter a valid email address': 'validation.emailInvalid',
  'Email address is too long': 'validation.emailTooLong',
  'The code has 6 digits': 'validation.otpDigits',
};

export const validationMessageKey = (message: string): string | undefined => keys[message];
