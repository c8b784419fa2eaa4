import { PROFILES_MAX } from '@colorbook/contract';

/*
 * Every string of the family screens in one place (issue 24), whole sentences only, so each can
 * move into a message catalogue as it is. Values that change ({name}) are filled by `fill`.
 */

export const profileStrings = {
  familyTitle: 'Family',
  familyDescription: 'Give each child their own profile. Their pages, favourites and drafts stay apart.',
  familyEmpty: 'No child profiles yet.',
  familyLoadFailed: 'The family could not be loaded.',
  tryAgain: 'Try again',
  addChild: 'Add a child',
  familyFull: `A family has at most ${PROFILES_MAX} child profiles. Remove one to add another.`,
  edit: 'Edit',
  editLabel: 'Edit {name}',
  remove: 'Remove',
  removeLabel: 'Remove {name}',
  ageBandValue: 'Age {age}',
  uploadsAllowed: 'Uploads allowed',

  addTitle: 'Add a child',
  editTitle: 'Edit profile',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  create: 'Add child',
  nameLabel: 'Name',
  nameHint: 'A first name or a nickname.',
  colourLegend: 'Colour',
  colourLabel: 'Colour {number}',
  animalLegend: 'Animal',
  ageLegend: 'Age',
  allowUploadsLabel: 'Allow uploads',
  allowUploadsOn: 'This child can turn their own photos into pages.',
  allowUploadsOff: 'Uploading photos is off for this child.',

  removeTitle: 'Remove {name}?',
  removeBody: 'Their coloured pages and favourites are deleted.',
  removeConfirm: 'Yes, remove',

  pinTitle: 'Parent PIN',
  pinSetDescription: 'A grown-up types the PIN to leave kid mode.',
  pinUnsetDescription: 'Until you set a PIN, kid mode asks a grown-up question instead.',
  pinLocked: 'Too many wrong tries. The PIN is locked for now.',
  setPin: 'Set a parent PIN',
  changePin: 'Change PIN',
  pinDialogSetTitle: 'Set a parent PIN',
  pinDialogChangeTitle: 'Change PIN',
  currentPinLabel: 'Current PIN',
  newPinLabel: 'New PIN',
  repeatPinLabel: 'New PIN again',
  pinHint: '4 digits.',
  currentPinHint: 'Forgot it? Sign in again with a code, then leave this empty.',
  pinDigits: 'The PIN is 4 digits.',
  pinMismatch: 'The two PINs are not the same.',
  pinSaved: 'The parent PIN is saved.',
  pinResetHelp:
    'Forgot the PIN? Sign out and sign in again with a code. For a few minutes after that you can set a new PIN without the old one.',
  savePin: 'Save PIN',

  pickerTitle: 'Who is colouring?',
  pickerSubtitle: 'Pick your profile.',
  grownUp: 'Grown-up',
  manageFamily: 'Manage family',
  pickerLoadFailed: 'The profiles could not be loaded.',
  switchLabel: 'Who is colouring? Now: {name}',
  gateReason: 'To switch to the grown-up',
  colouringNow: 'Colouring now',
} as const;

/** A string with its `{placeholders}` filled: the sentence stays whole for translators. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
