import type { Page } from '@colorbook/contract';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { askConfirmation } from '../lib/confirmation';
import { favoriteToggled } from '../lib/page-list-state';
import { toggleBlocked, toggleFavorite } from '../lib/pages-api';

/** Spec §8's questions (message keys). */
const DELETE_PAGE_QUESTION = 'pages.card.deleteQuestion';
const BLOCK_PAGE_QUESTION = 'pages.card.blockQuestion';

export type PageCardHandlers = {
  /** Merges changes into the card's page in the list. */
  onPatch: (id: number, changes: Partial<Page>) => void;
  /** Takes the card out of the list (an owner's delete). */
  onRemove: (id: number) => void;
};

/**
 * The card actions of spec §2 "Other" / §4. Favourite is optimistic (the count moves at once and
 * goes back if the server refuses); delete and block ask first; unblocking does not.
 * Failures are notified by the API client's error catalogue.
 */
export function usePageCardActions(page: Page, { onPatch, onRemove }: PageCardHandlers) {
  const { formatMessage } = useIntl();
  const favoriting = useRef(false);
  // Shown on the button (aria-disabled while in flight): a tap then is visibly not taken.
  const [favoritePending, setFavoritePending] = useState(false);
  const [unblocking, setUnblocking] = useState(false);

  const handleFavorite = async () => {
    // One toggle in flight per card, so the count can never drift from the server's.
    if (favoriting.current) return;
    favoriting.current = true;
    setFavoritePending(true);
    const before = { is_favorited: page.is_favorited, favorited_count: page.favorited_count };
    onPatch(page.id, favoriteToggled(before));
    const ok = await toggleFavorite(page.id);
    if (!ok) onPatch(page.id, before);
    favoriting.current = false;
    setFavoritePending(false);
  };

  const handleDelete = () =>
    askConfirmation(formatMessage({ id: DELETE_PAGE_QUESTION }), async () => {
      if (await toggleBlocked(page.id)) onRemove(page.id);
    });

  const handleBlockToggle = async () => {
    if (!page.blocked) {
      await askConfirmation(formatMessage({ id: BLOCK_PAGE_QUESTION }), async () => {
        if (await toggleBlocked(page.id)) onPatch(page.id, { blocked: true });
      });
      return;
    }
    setUnblocking(true);
    if (await toggleBlocked(page.id)) onPatch(page.id, { blocked: false });
    setUnblocking(false);
  };

  return { handleFavorite, favoritePending, handleDelete, handleBlockToggle, unblocking };
}
