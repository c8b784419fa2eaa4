import { page as pageSchema, share as shareSchema } from '@colorbook/contract';
import { expect } from 'vitest';
import type { UserWithSession } from './auth-helpers';
import type { TestApp } from './create-test-app';
import { uploadPng } from './upload-helpers';

/*
 * For the share tests: a real saved colouring (uploaded PNG, PATCH /coloreds/upsert, as the
 * colouring screen does) and its id as the client reads it (page.colored.id).
 */

export async function saveColoring(t: TestApp, who: UserWithSession, pageId: number): Promise<number> {
  const photo = await uploadPng(t, who);
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/coloreds/upsert',
    headers: who.headers,
    payload: { pageId, photo },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const read = await t.app.inject({ method: 'GET', url: `/api/pages/${pageId}/read`, headers: who.headers });
  const id = pageSchema.parse(read.json()).colored?.id;
  if (id === undefined) throw new Error('the saved colouring has no id');
  return id;
}

export function shareCall(
  t: TestApp,
  who: UserWithSession | null,
  method: 'POST' | 'PATCH' | 'DELETE',
  coloringId: number,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `/api/coloreds/${coloringId}/share`,
    headers: who?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
}

export async function createShare(t: TestApp, who: UserWithSession, coloringId: number, payload = {}) {
  const res = await shareCall(t, who, 'POST', coloringId, payload);
  expect(res.statusCode, res.body).toBe(200);
  return shareSchema.parse(res.json());
}
