/** The emailed one-time codes have 6 digits (DESIGN §5). */
export const CODE_LENGTH = 6;

/** Keeps the digits of whatever was typed or pasted ("123 456", "Code: 123-456"), at most 6. */
export function normaliseCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/**
 * Submit without a click when the code arrived whole from a paste or the keyboard's one-time-code
 * suggestion, or when the last digit was just typed. Filling the field programmatically (a
 * password manager's or a test's `fill`) leaves the click to the user.
 */
export function completesCode(code: string, inputType: string | undefined, data: string | null): boolean {
  if (code.length !== CODE_LENGTH) return false;
  if (inputType === 'insertFromPaste' || inputType === 'insertFromDrop') return true;
  // iOS/Android autofill of autocomplete="one-time-code" has no inputType or a replacement one.
  if (!inputType || inputType === 'insertReplacementText') return true;
  return inputType === 'insertText' && (data?.length ?? 0) === 1;
}
