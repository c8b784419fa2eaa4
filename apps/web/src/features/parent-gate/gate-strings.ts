import { PIN_LOCKED, WRONG_PIN } from '@colorbook/contract';

/** Every word the parent gate shows, in one place (issue 24). */
export const GATE_TEXT = {
  title: 'Grown-ups only',
  pinPrompt: 'Type the 4-digit parent PIN.',
  pinLabel: 'Parent PIN',
  questionLabel: 'Answer',
  questionHint: 'Type the number, then press Check.',
  check: 'Check',
  cancel: 'Cancel',
  close: 'Close',
  checking: 'Checking…',
  loading: 'Getting the gate ready…',
  loadFailed: 'The parent gate could not be opened. Check the connection and try again.',
  tryAgain: 'Try again',
  wrongPin: WRONG_PIN,
  wrongAnswer: 'That is not the number. Here is a new one.',
  locked: PIN_LOCKED,
} as const;

/** "Type the number forty-seven in digits." */
export const questionText = (words: string): string => `Type the number ${words} in digits.`;

export const triesLeftText = (tries: number): string =>
  tries === 1 ? '1 try left.' : `${tries} tries left.`;

/** "Try again at 14:35." (the reader's own clock and time format). */
export const lockedUntilText = (until: Date): string =>
  `Try again at ${until.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.`;
