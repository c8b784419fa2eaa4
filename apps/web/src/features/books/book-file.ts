import { saveFileForUser } from '../../lib/save-file';

/** The PDF's file name: the title in safe characters ("Ocean Friends" → Ocean-Friends.pdf). */
export function bookFileName(title: string): string {
  const safe = title
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return `${safe || 'colouring-book'}.pdf`;
}

/**
 * Saves a book's PDF like the colouring screen saves its PNG: in the native shells into
 * Documents through the Filesystem plugin (a blob link does nothing in a web view), telling the
 * user 'Saved to files' / 'Saved to documents'; on the web as a downloaded file.
 */
export async function saveBookPdf(pdf: Blob, title: string): Promise<void> {
  await saveFileForUser(pdf, bookFileName(title));
}
