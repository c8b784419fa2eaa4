import { afterEach, describe, expect, test, vi } from 'vitest';
import { inShell, leaveShell } from '../../lib/native-shell-bridge.testing';

const writes = vi.hoisted(() => [] as { path: string; data: string; directory: string }[]);
vi.mock('@capacitor/filesystem', () => ({
  Directory: { Documents: 'DOCUMENTS', Cache: 'CACHE' },
  Filesystem: {
    writeFile: async (options: { path: string; data: string; directory: string }) => {
      writes.push(options);
      return { uri: `file:///${options.path}` };
    },
  },
}));
const notified = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/notifications', () => ({ notifySuccess: (message: string) => notified.push(message) }));

const { bookFileName, saveBookPdf } = await import('./book-file');

afterEach(() => {
  leaveShell();
  writes.length = 0;
  notified.length = 0;
});

describe('bookFileName', () => {
  test('the title in safe characters', () => {
    expect(bookFileName('Ocean Friends')).toBe('Ocean-Friends.pdf');
    expect(bookFileName('  Finn’s   boats! ')).toBe('Finns-boats.pdf');
  });

  test('a title with nothing safe left gets a plain name', () => {
    expect(bookFileName('★★★')).toBe('colouring-book.pdf');
  });
});

describe('saveBookPdf in the native shells', () => {
  const pdf = new Blob([new TextEncoder().encode('%PDF-1.7 book')], { type: 'application/pdf' });

  test.each([
    ['ios', 'Saved to files'],
    ['android', 'Saved to documents'],
  ] as const)('%s: writes the PDF into Documents and says %s', async (platform, message) => {
    inShell(platform);
    await saveBookPdf(pdf, 'Ocean Friends');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.path).toBe('Ocean-Friends.pdf');
    expect(writes[0]?.directory).toBe('DOCUMENTS');
    expect(atob(writes[0]?.data ?? '')).toBe('%PDF-1.7 book');
    expect(notified).toEqual([message]);
  });
});
