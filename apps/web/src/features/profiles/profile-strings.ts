import { PROFILES_MAX, type ProfileAnimal } from '@colorbook/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/*
 * Every string of the family screens (issue 24) lives in the catalogues as `profiles.<name>`,
 * whole sentences only; values that change ({name}) are passed when formatting.
 */
const names = [
  'familyTitle',
  'familyDescription',
  'familyEmpty',
  'familyLoadFailed',
  'tryAgain',
  'addChild',
  'familyFull',
  'edit',
  'editLabel',
  'remove',
  'removeLabel',
  'ageBandValue',
  'uploadsAllowed',
  'addTitle',
  'editTitle',
  'close',
  'cancel',
  'save',
  'create',
  'nameLabel',
  'nameHint',
  'colourLegend',
  'colourLabel',
  'animalLegend',
  'ageLegend',
  'allowUploadsLabel',
  'allowUploadsOn',
  'allowUploadsOff',
  'removeTitle',
  'removeBody',
  'removeConfirm',
  'pinTitle',
  'pinSetDescription',
  'pinUnsetDescription',
  'pinLocked',
  'setPin',
  'changePin',
  'pinDialogSetTitle',
  'pinDialogChangeTitle',
  'currentPinLabel',
  'newPinLabel',
  'repeatPinLabel',
  'pinHint',
  'currentPinHint',
  'pinDigits',
  'pinMismatch',
  'pinSaved',
  'pinResetHelp',
  'savePin',
  'pickerTitle',
  'pickerSubtitle',
  'grownUp',
  'manageFamily',
  'pickerLoadFailed',
  'switchNow',
  'gateReason',
  'colouringNow',
] as const;

export type ProfileText = (typeof names)[number] | `animal.${ProfileAnimal}`;

/** `t('editLabel', { name })`: the family screens' messages in the active language. */
export function useProfileText(): (name: ProfileText, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback(
    (name, values) => intl.formatMessage({ id: `profiles.${name}` }, { max: PROFILES_MAX, ...values }),
    [intl],
  );
}
