import { saveFileToDevice } from './native-files';
import { notifySuccess } from './notifications';
import { getPlatform, isNative } from './platform';

/**
 * Saves a file the user asked for (a replay video, a book's PDF): in the native shells into
 * Documents through the Filesystem plugin (a blob link does nothing in a web view), telling the
 * user 'Saved to files' / 'Saved to documents'; on the web as a downloaded file.
 */
export async function saveFileForUser(file: Blob, name: string): Promise<void> {
  const platform = getPlatform();
  if (isNative(platform)) {
    notifySuccess(await saveFileToDevice(platform, file, name));
    return;
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
