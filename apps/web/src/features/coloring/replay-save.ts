import { downloadName } from '@colorbook/canvas';
import { saveImageToDevice } from '../../lib/native-files';
import { notifySuccess } from '../../lib/notifications';
import { getPlatform, isNative } from '../../lib/platform';

/**
 * Saves the replay's video like the PNG download (use-coloring-actions `download`): in the
 * native shells into Documents ('Saved to files' / 'Saved to documents'), on the web as a file.
 */
export async function saveReplayFile(blob: Blob, pageId: number, extension: 'webm' | 'gif'): Promise<void> {
  const name = downloadName(pageId, new Date()).replace(/\.png$/, `.${extension}`);
  const platform = getPlatform();
  if (isNative(platform)) {
    notifySuccess(await saveImageToDevice(platform, blob, name));
    return;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
