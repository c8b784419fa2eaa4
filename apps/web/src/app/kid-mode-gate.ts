import { redirect } from 'react-router';
import { KID_TEXT } from '../features/kid-mode/kid-strings';
import { askParentGate } from '../features/parent-gate/ask-parent-gate';
import { childMayOpen, KID_HOME } from '../lib/adult-routes';
import { inKidMode, profileStore } from '../lib/profile-store';

/*
 * Kid mode meets the parent gate here, in the app (features do not import each other).
 */

/** Kid mode, and whether the active child may upload photos. */
const uploadsAllowed = (): boolean => profileStore.getState().active?.allowUploads === true;

/**
 * For route loaders: in kid mode an adult screen (or the upload screen, unless allowed) asks the
 * parent gate first. Passing it leaves kid mode and the route goes on as the adult's; cancelling
 * throws a redirect to the child's home. Outside kid mode it does nothing.
 */
export async function passKidModeGate(request: Request): Promise<void> {
  if (!inKidMode(profileStore.getState())) return;
  const { pathname } = new URL(request.url);
  if (childMayOpen(pathname, uploadsAllowed())) return;
  if (await askParentGate(KID_TEXT.adultReason)) {
    profileStore.getState().setActive(null);
    return;
  }
  throw redirect(KID_HOME);
}

/** The top bar's "Grown-ups" button: through the gate, out of kid mode. */
export async function leaveKidMode(): Promise<boolean> {
  if (!(await askParentGate(KID_TEXT.leaveReason))) return false;
  profileStore.getState().setActive(null);
  return true;
}
