import { useCallback, useEffect, useState } from 'react';

/** What the user did with a photo field: nothing yet, picked a new image, or removed the photo. */
export type PhotoChoice =
  | { kind: 'keep' }
  | { kind: 'file'; file: File; preview: string }
  | { kind: 'remove' };

const KEEP: PhotoChoice = { kind: 'keep' };

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
