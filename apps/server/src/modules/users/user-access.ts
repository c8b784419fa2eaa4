import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit/audit.service';
import { setOwnerPagesBlocked } from '../pages/pages.repo';
import { lockActiveAdminIds, lockUser, type UserRow, updateUser } from './users.repo';

export const USER_NOT_FOUND_MESSAGE = 'User not found.';
export const BLOCK_SELF_MESSAGE = 'You cannot block your own account.';
export const DEMOTE_SELF_MESSAGE = 'You cannot remove your own admin role.';
export const LAST_ADMIN_MESSAGE =
  'This is the last active admin: make another user an admin first, so someone can still run the app.';

/** How audit entries name a user: the email an admin searches by, and the id that never changes. */
export const auditTargetOfUser = (user: Pick<UserRow, 'id' | 'email'>) => `${user.email} (#${user.id})`;

/**
 * Blocking and the admin role. An admin cannot block or demote themselves, and the last active
 * (unblocked) admin can be neither blocked nor demoted, so the admin area can never lock
 * everyone out. The active admins are locked before the target, in one order, so two admins
 * acting on each other at once queue, and the second sees the first's change.
 */
export function createUserAccess(db: Db, revokeAllSessions: (tx: Db, userId: number) => Promise<unknown>) {
  async function change(
    id: number,
    apply: (tx: Db, target: UserRow, activeAdmins: number[]) => Promise<void>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const activeAdmins = await lockActiveAdminIds(tx);
      const target = await lockUser(tx, id);
      if (!target) throw notFound(USER_NOT_FOUND_MESSAGE);
      await apply(tx, target, activeAdmins);
    });
  }

  /** True when taking `id` out of the active admins would leave none. */
  const isLastActiveAdmin = (activeAdmins: number[], id: number) =>
    activeAdmins.includes(id) && activeAdmins.length <= 1;

  return {
    async toggleBlocked(actor: AuthUser, id: number): Promise<{ toggled: true }> {
      if (id === actor.id) throw conflict(BLOCK_SELF_MESSAGE);
      await change(id, async (tx, target, activeAdmins) => {
        const blocking = !target.blocked;
        if (blocking && isLastActiveAdmin(activeAdmins, id)) throw conflict(LAST_ADMIN_MESSAGE);
        await updateUser(tx, id, { blocked: blocking });
        // Their pages leave (or return to) every list, and their images go offline with them.
        await setOwnerPagesBlocked(tx, id, blocking);
        if (blocking) await revokeAllSessions(tx, id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: blocking ? 'user.block' : 'user.unblock',
          target: auditTargetOfUser(target),
          detail: blocking ? 'blocked; every session signed out' : 'unblocked',
        });
      });
      return { toggled: true };
    },

    async toggleAdmin(actor: AuthUser, id: number): Promise<{ toggled: true }> {
      if (id === actor.id) throw conflict(DEMOTE_SELF_MESSAGE);
      await change(id, async (tx, target, activeAdmins) => {
        const promoting = !target.admin;
        if (!promoting && isLastActiveAdmin(activeAdmins, id)) throw conflict(LAST_ADMIN_MESSAGE);
        await updateUser(tx, id, { admin: promoting });
        await recordAudit(tx, {
          actorId: actor.id,
          action: promoting ? 'user.make_admin' : 'user.remove_admin',
          target: auditTargetOfUser(target),
          detail: promoting ? 'made an admin' : 'admin role removed',
        });
      });
      return { toggled: true };
    },
  };
}

export type UserAccess = ReturnType<typeof createUserAccess>;
