import type { Page } from '@colorbook/contract';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { fetchPage } from '../../lib/pages-api';

type Options = {
  pageRef: RefObject<Page>;
  pageId: number;
  /** Nothing on the canvas since the last save. */
  isSaved: boolean;
  /** The screen's save; true when the picture reached the server. */
  save: (trigger: 'auto' | 'button') => Promise<boolean>;
};

/**
 * "Share" on the colouring screen: the link shows the saved picture, so unsaved work is saved
 * first; the colouring's id then comes from the page (a save answers only its pictures).
 */
export function useColoringShare({ pageRef, pageId, isSaved, save }: Options) {
  const [open, setOpen] = useState(false);
  const isSavedRef = useRef(isSaved);
  isSavedRef.current = isSaved;

  const resolveColoringId = useCallback(async (): Promise<number | null> => {
    if (!isSavedRef.current && !(await save('auto'))) return null;
    const known = pageRef.current.colored?.id;
    if (known !== undefined) return known;
    const fresh = await fetchPage(pageId);
    return fresh.ok ? (fresh.data.colored?.id ?? null) : null;
  }, [pageRef, pageId, save]);

  return { open, openShare: () => setOpen(true), closeShare: () => setOpen(false), resolveColoringId };
}
