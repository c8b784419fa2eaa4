import { type GenerationJob, generationJob, type Page, page } from '@colorbook/contract';
import { expect } from 'vitest';
import type { App } from '../app';
import type { Db } from '../db/client';
import { insertPage, type PageRow } from '../modules/pages/pages.repo';
import type { UserWithSession } from './auth-helpers';

/** Follows a generation job as the web client does, until it succeeds or fails. */
export async function waitForJob(app: App, who: UserWithSession, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/pages/jobs/${id}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    const job: GenerationJob = generationJob.parse(res.json());
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function readPage(app: App, who: UserWithSession, id: number): Promise<Page> {
  const res = await app.inject({ method: 'GET', url: `/api/pages/${id}/read`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return page.parse(res.json());
}

let seeded = 0;
/** A page written straight to the database (lists, sorts, permissions): no image work. */
export function seedPage(db: Db, userId: number, values: Partial<PageRow> = {}): Promise<PageRow> {
  seeded += 1;
  return insertPage(db, {
    userId,
    prompt: values.prompt ?? `seeded page ${seeded}`,
    title: values.title ?? values.prompt ?? `Seeded page ${seeded}`,
    source: 'offline',
    illustration: '/api/files/illustration/seed.png',
    preview: '/api/files/preview/seed.webp',
    ...values,
  });
}
