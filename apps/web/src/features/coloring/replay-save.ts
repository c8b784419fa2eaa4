import { downloadName } from '@colorbook/canvas';
import { saveFileForUser } from '../../lib/save-file';

/**
 * Saves the replay's video like the PNG download (use-coloring-actions `download`): in the
 * native shells into Documents ('Saved to files' / 'Saved to documents'), on the web as a file.
 */
export async function saveReplayFile(blob: Blob, pageId: number, extension: 'webm' | 'gif'): Promise<void> {
  const name = downloadName(pageId, new Date()).replace(/\.png$/, `.${extension}`);
  await saveFileForUser(blob, name);
}
