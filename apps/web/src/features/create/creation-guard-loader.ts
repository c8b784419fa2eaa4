import { type Catalogue, formatMessage } from '@colorbook/i18n';
import english from '@colorbook/i18n/messages/en.json';
import { redirect } from 'react-router';
import { creditsLoaded, refreshCredits } from '../../lib/credits';
import { localeStore } from '../../lib/locale-store';
import { notifyDanger } from '../../lib/notifications';
import { loadSessionUser } from '../../lib/session';

/**
 * Spec §4: the creation routes (chooser, AI, upload) send a user with no credits left to
 * /checkout with the danger message. Runs beside the signed-in guard, so it waits for the same
 * session read and leaves visitors and admins to that guard.
 */
export async function creationGuardLoader() {
  const user = await loadSessionUser();
  if (!user || user.admin) return null;
  const { credits } = await refreshCredits();
  // An unreadable balance is not an empty one: the server still refuses a create without credits.
  if (creditsLoaded() && credits <= 0) {
    // A loader runs outside React: the message comes from the active catalogue directly.
    const { locale, messages } = localeStore.getState();
    notifyDanger(formatMessage(locale, messages, english as Catalogue, 'server.no_credits'), {
      keepOnNavigation: true,
    });
    throw redirect('/checkout');
  }
  return null;
}
