import { saveFileToDevice } from '../../lib/native-files';
import { notifySuccess } from '../../lib/notifications';
import { getPlatform, isNative } from '../../lib/platform';

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
  const name = bookFileName(title);
  const platform = getPlatform();
  if (isNative(platform)) {
    notifySuccess(await saveFileToDevice(platform, pdf, name));
    return;
  }
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
