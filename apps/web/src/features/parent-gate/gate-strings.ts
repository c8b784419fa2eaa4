import { PIN_LOCK_MINUTES } from '@colorbook/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Catalogue keys of every word the parent gate shows (issue 24). */
export const GATE_TEXT = {
  title: 'gate.title',
  pinPrompt: 'gate.pinPrompt',
  pinLabel: 'gate.pinLabel',
  questionLabel: 'gate.questionLabel',
  questionHint: 'gate.questionHint',
  check: 'gate.check',
  cancel: 'gate.cancel',
  close: 'gate.close',
  checking: 'gate.checking',
  loading: 'gate.loading',
  loadFailed: 'gate.loadFailed',
  tryAgain: 'gate.tryAgain',
  wrongPin: 'server.wrong_pin',
  /** "That PIN is not right. 2 tries left." ({tries}) */
  wrongPinTriesLeft: 'gate.wrongPinTriesLeft',
  wrongAnswer: 'gate.wrongAnswer',
  locked: 'server.pin_locked',
  /** "Type the number forty-seven in digits." ({words}) */
  question: 'gate.question',
  /** "Try again at 14:35." ({time}, the reader's own clock and time format) */
  lockedUntil: 'gate.lockedUntil',
  /** "Email me a code" (issue 35): the grown-up's sign-in code opens the gate too. */
  emailCode: 'gate.emailCode',
  codeSent: 'gate.codeSent',
  /** After the grown-up question when no PIN is set: the question alone opens nothing. */
  noPinYet: 'gate.noPinYet',
} as const;

export type GateText = keyof typeof GATE_TEXT;

/** `t('question', { words })`: the gate's messages in the active language. */
export function useGateText(): (name: GateText, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback(
    (name, values) => intl.formatMessage({ id: GATE_TEXT[name] }, { minutes: PIN_LOCK_MINUTES, ...values }),
    [intl],
  );
}
