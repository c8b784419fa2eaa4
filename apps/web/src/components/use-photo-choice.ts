import { useCallback, useEffect, useState } from 'react';
import { shortenFilename } from '../lib/format';

/** What the user did with a photo field: nothing yet, picked a new image, or removed the photo. */
export type PhotoChoice =
  | { kind: 'keep' }
  | { kind: 'file'; file: File; preview: string }
  | { kind: 'remove' };

const KEEP: PhotoChoice = { kind: 'keep' };

/** The image to show for a choice: the picked file, none after a remove, else the current one. */
export const choicePreview = (choice: PhotoChoice, current: string | null): string | null =>
  choice.kind === 'file' ? choice.preview : choice.kind === 'remove' ? null : current;

/** The field's hint: the picked file's name and when it will be saved, or what may be picked. */
export const choiceHint = (choice: PhotoChoice, pendingHint: string, idleHint: string): string =>
  choice.kind === 'file' ? `${shortenFilename(choice.file.name)} — ${pendingHint}` : idleHint;

/** Holds the choice and owns the preview's object URL (revoked when replaced or unmounted). */
export function usePhotoChoice() {
  const [choice, setChoice] = useState<PhotoChoice>(KEEP);

  useEffect(() => {
    if (choice.kind !== 'file') return;
    return () => URL.revokeObjectURL(choice.preview);
  }, [choice]);

  const choose = useCallback((file: File) => {
    setChoice({ kind: 'file', file, preview: URL.createObjectURL(file) });
  }, []);
  const remove = useCallback(() => setChoice({ kind: 'remove' }), []);
  const reset = useCallback(() => setChoice(KEEP), []);

  return { choice, choose, remove, reset };
}
