import { auditList, createdUser } from '@colorbook/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { revokeAllSessions } from '../auth/sessions.service';
import { createUserAccess, LAST_ADMIN_MESSAGE } from './user-access';

let t: TestApp;
let boss: UserWithSession;
beforeAll(async () => {
  t = await createTestApp();
  boss = await createUserWithSession(t.db, { name: 'Boss', email: 'boss@roles.example', admin: true });
});
afterAll(() => t?.close());

const patch = (who: UserWithSession, url: string, payload?: object) =>
  t.app.inject({ method: 'PATCH', url, headers: who.headers, payload });
const toggleAdmin = (who: UserWithSession, id: number) => patch(who, `/api/users/${id}/admin/toggle`);
const toggleBlocked = (who: UserWithSession, id: number) => patch(who, `/api/users/${id}/blocked/toggle`);
const readRow = async (id: number) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} missing`);
  return row;
};
const auditOf = async (who: UserWithSession) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit/list', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return auditList.parse(res.json());
};
/** What the auth plugin would have resolved for `who` when their request started. */
const asActor = (who: UserWithSession): AuthUser => ({
  id: who.user.id,
  name: who.user.name,
  email: who.user.email,
  admin: true,
  blocked: false,
  sessionId: 0,
});

describe('PATCH /api/users/:id/admin/toggle', () => {
  it('makes a user an admin, who can then use admin routes, and takes the role back', async () => {
    const member = await createUserWithSession(t.db, { email: 'member@roles.example' });
    const before = await t.app.inject({ method: 'GET', url: '/api/users/paginate', headers: member.headers });
    expect(before.statusCode).toBe(403);

    const made = await toggleAdmin(boss, member.user.id);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({ toggled: true });
    expect((await readRow(member.user.id)).admin).toBe(true);
    // The role applies to the live session at once: the guard reads the user per request.
    const after = await t.app.inject({ method: 'GET', url: '/api/users/paginate', headers: member.headers });
    expect(after.statusCode).toBe(200);

    expect((await toggleAdmin(boss, member.user.id)).json()).toEqual({ toggled: true });
    expect((await readRow(member.user.id)).admin).toBe(false);
    const entries = await auditOf(boss);
    expect(entries.slice(0, 2).map((e) => [e.action, e.target, e.actor.email])).toEqual([
      ['user.remove_admin', `member@roles.example (#${member.user.id})`, 'boss@roles.example'],
      ['user.make_admin', `member@roles.example (#${member.user.id})`, 'boss@roles.example'],
    ]);
  });

  it('refuses to demote yourself or block yourself (409), and 404s an unknown user', async () => {
    const self = await toggleAdmin(boss, boss.user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ code: 'CONFLICT', message: 'You cannot remove your own admin role.' });
    const block = await toggleBlocked(boss, boss.user.id);
    expect(block.json()).toEqual({ code: 'CONFLICT', message: 'You cannot block your own account.' });
    expect(await readRow(boss.user.id)).toMatchObject({ admin: true, blocked: false });
    const missing = await toggleAdmin(boss, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('lets an admin demote and block another admin, recording both', async () => {
    const other = await createUserWithSession(t.db, { email: 'other-admin@roles.example', admin: true });
    expect((await toggleBlocked(boss, other.user.id)).statusCode).toBe(200);
    expect((await readRow(other.user.id)).blocked).toBe(true);
    expect((await toggleBlocked(boss, other.user.id)).statusCode).toBe(200);
    expect((await toggleAdmin(boss, other.user.id)).statusCode).toBe(200);
    expect(await readRow(other.user.id)).toMatchObject({ admin: false, blocked: false });
    const entries = await auditOf(boss);
    expect(entries.slice(0, 3).map((e) => [e.action, e.detail])).toEqual([
      ['user.remove_admin', 'admin role removed'],
      ['user.unblock', 'unblocked'],
      ['user.block', 'blocked; every session signed out'],
    ]);
  });
});

describe('the last active admin', () => {
  it('can be neither blocked nor demoted by an admin whose own role went away meanwhile', async () => {
    // A fresh database where `last` is the only active admin; `gone` was an admin when their
    // request started (the auth plugin resolved them) and was blocked before it ran.
    const local = await createTestApp();
    try {
      const last = await createUserWithSession(local.db, { email: 'last@roles.example', admin: true });
      const gone = await createUserWithSession(local.db, { email: 'gone@roles.example', admin: true });
      await local.db.update(users).set({ blocked: true }).where(eq(users.id, gone.user.id));
      const access = createUserAccess(local.db, revokeAllSessions);
      await expect(access.toggleAdmin(asActor(gone), last.user.id)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: LAST_ADMIN_MESSAGE,
      });
      await expect(access.toggleBlocked(asActor(gone), last.user.id)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: LAST_ADMIN_MESSAGE,
      });
      const [row] = await local.db.select().from(users).where(eq(users.id, last.user.id));
      expect(row).toMatchObject({ admin: true, blocked: false });
      expect(await local.db.select().from(adminAudit)).toEqual([]);
    } finally {
      await local.close();
    }
  });

  it('survives two admins demoting each other at once: one wins, one admin stays', async () => {
    const local = await createTestApp();
    try {
      const a = await createUserWithSession(local.db, { email: 'a@roles.example', admin: true });
      const b = await createUserWithSession(local.db, { email: 'b@roles.example', admin: true });
      const [byA, byB] = await Promise.all([
        local.app.inject({
          method: 'PATCH',
          url: `/api/users/${b.user.id}/admin/toggle`,
          headers: a.headers,
        }),
        local.app.inject({
          method: 'PATCH',
          url: `/api/users/${a.user.id}/admin/toggle`,
          headers: b.headers,
        }),
      ]);
      const statuses = [byA.statusCode, byB.statusCode].sort();
      // The loser is refused either by the rule (409) or, when its request starts after the
      // winner's commit, by the guard (403): never both demoted.
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const rows = await local.db
        .select()
        .from(users)
        .where(inArray(users.id, [a.user.id, b.user.id]));
      expect(rows.filter((r) => r.admin && !r.blocked)).toHaveLength(1);
    } finally {
      await local.close();
    }
  });
});

describe('GET /api/admin/audit/list', () => {
  it('records user creation and edits with who and what, newest first, at most 50', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/create',
      headers: boss.headers,
      payload: { name: 'Audited', email: 'audited@roles.example' },
    });
    const { id } = createdUser.parse(created.json());
    const edited = await patch(boss, `/api/users/${id}/update`, {
      name: 'Audited Again',
      email: 'audited2@roles.example',
    });
    expect(edited.statusCode).toBe(200);
    // An edit that changes nothing is not an event.
    expect((await patch(boss, `/api/users/${id}/update`, { name: 'Audited Again' })).statusCode).toBe(200);

    const [update, create] = await auditOf(boss);
    expect(update).toMatchObject({
      action: 'user.update',
      target: `audited@roles.example (#${id})`,
      detail: 'name: Audited → Audited Again; email: audited@roles.example → audited2@roles.example',
      actor: { id: boss.user.id, name: 'Boss', email: 'boss@roles.example' },
    });
    expect(create).toMatchObject({ action: 'user.create', target: `audited@roles.example (#${id})` });
    expect(Date.now() - Date.parse(update?.created_at ?? '')).toBeLessThan(60_000);

    for (let i = 0; i < 44; i++) {
      expect((await toggleBlocked(boss, id)).statusCode).toBe(200);
    }
    const latest = await auditOf(boss);
    expect(latest).toHaveLength(50);
    expect(latest[0]?.action).toBe('user.unblock');
    expect(latest.map((e) => e.id)).toEqual([...latest.map((e) => e.id)].sort((x, y) => y - x));
  });
});
