import { describe, expect, it } from 'vitest';
import { hasPaidPlan, mayColor, needsPublicPage, shouldAutoSave } from './coloring-rules';

const publicPage = { is_colored: false, is_owner: false };
const own = { is_colored: false, is_owner: true };
const colored = { is_colored: true, is_owner: false };

describe('colouring rules', () => {
  it('needs a public-page credit only for pages neither coloured nor owned', () => {
    expect(needsPublicPage(publicPage)).toBe(true);
    expect(needsPublicPage(own)).toBe(false);
    expect(needsPublicPage(colored)).toBe(false);
  });

  it('lets a user colour a public page only with public_page above 0', () => {
    expect(mayColor(publicPage, { publicPage: 0, loaded: true })).toBe(false);
    expect(mayColor(publicPage, { publicPage: 1, loaded: true })).toBe(true);
    expect(mayColor(own, { publicPage: 0, loaded: true })).toBe(true);
    expect(mayColor(colored, { publicPage: 0, loaded: true })).toBe(true);
    // An unread balance does not block; the server still refuses the save.
    expect(mayColor(publicPage, { publicPage: 0, loaded: false })).toBe(true);
  });

  it('auto-saves after the first stroke or fill on a page neither coloured nor owned', () => {
    const first = { page: publicPage, changed: true, historyCount: 2, saving: false };
    expect(shouldAutoSave(first)).toBe(true);
    expect(shouldAutoSave({ ...first, historyCount: 3 })).toBe(false);
    expect(shouldAutoSave({ ...first, historyCount: 1 })).toBe(false);
    expect(shouldAutoSave({ ...first, changed: false })).toBe(false);
    expect(shouldAutoSave({ ...first, saving: true })).toBe(false);
    expect(shouldAutoSave({ ...first, page: own })).toBe(false);
    expect(shouldAutoSave({ ...first, page: colored })).toBe(false);
  });

  it('allows download and print on a paid plan only', () => {
    expect(hasPaidPlan({ plan: { paid: true } })).toBe(true);
    expect(hasPaidPlan({ plan: { paid: false } })).toBe(false);
    expect(hasPaidPlan({ plan: null })).toBe(false);
    expect(hasPaidPlan(null)).toBe(false);
  });
});
