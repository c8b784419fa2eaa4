import { initialEditorState } from '@colorbook/canvas';
import en from '@colorbook/i18n/messages/en.json';
import { describe, expect, it } from 'vitest';
import { PAID_PLAN_MESSAGE_ID, SAVED_MESSAGE_ID } from './coloring-rules';
import { statusMessageId } from './coloring-screen-state';

const catalogue = en as Record<string, string>;
const english = (id: string | null) => (id === null ? '' : catalogue[id]);

describe('statusMessageId', () => {
  const saved = { ...initialEditorState(), isSaved: true };
  const unsaved = { ...initialEditorState(), isSaved: false };

  it('says the save state in the spec’s English words', () => {
    expect(english(statusMessageId(unsaved, true, false, 'none', false))).toBe('Saving…');
    expect(english(statusMessageId(unsaved, false, false, 'none', true))).toBe('Waiting for connection');
    expect(english(statusMessageId(saved, false, true, 'none', false))).toBe('Saved');
    expect(english(statusMessageId(unsaved, false, false, 'saved', false))).toBe('Draft kept on this device');
    expect(english(statusMessageId(unsaved, false, false, 'none', false))).toBe('Not saved yet');
  });

  it('says nothing for a page as opened and not coloured yet', () => {
    expect(statusMessageId(saved, false, false, 'none', false)).toBeNull();
  });
});

describe('spec §8 messages', () => {
  it('keep their English text', () => {
    expect(catalogue[SAVED_MESSAGE_ID]).toBe('Page has been saved');
    expect(catalogue[PAID_PLAN_MESSAGE_ID]).toBe('Download is only available on the paid plan.');
  });
});
