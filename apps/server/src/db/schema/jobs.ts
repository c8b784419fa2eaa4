import { type JobNotice, jobNotices, type LineArtCheckRecord } from '@colorbook/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, sqlList, tstz, updatedAt } from './columns';
import { pages } from './pages';
import { profiles } from './profiles';
import { users } from './users';

export const jobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * A page generation the client follows by id. It lives in the database, not in memory, so
 * any API process can answer its status (DESIGN §1). The id is a UUID so ids cannot be guessed.
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
    /** The child profile that asked (issue 35): its page carries it. Null = the adult. */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    prompt: text('prompt').notNull(),
    style: text('style'),
    difficulty: text('difficulty'),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** The credit-ledger reference of the spend, so a failure can refund exactly that spend. */
    ledgerReference: text('ledger_reference'),
    /** The generator's seed, kept so whichever process claims the job draws the same page. */
    seed: integer('seed').notNull().default(0),
    /** How many times a process claimed it: a job whose runner died is retried once, then refunded. */
    attempts: integer('attempts').notNull().default(0),
    /** The process running it and until when: its heartbeat extends the lease (docs/decisions/0006). */
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: tstz('lease_expires_at'),
    /** The provider image's line-art check (docs/decisions/0027); null for offline pages. */
    lineArtCheck: jsonb('line_art_check').$type<LineArtCheckRecord>(),
    /** What the maker is told beside the page (e.g. a pattern made for a prompt naming nothing drawable). */
    notice: text('notice').$type<JobNotice>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('generation_jobs_status_check', sql.raw(`status in (${sqlList(jobStatuses)})`)),
    check('generation_jobs_progress_check', sql`${t.progress} between 0 and 100`),
    check('generation_jobs_notice_check', sql.raw(`notice in (${sqlList(jobNotices)})`)),
    // Workers pick the oldest queued job, and running jobs whose lease has expired.
    index('generation_jobs_status_created_idx').on(t.status, t.createdAt),
    index('generation_jobs_running_lease_idx').on(t.leaseExpiresAt).where(sql`${t.status} = 'running'`),
    index('generation_jobs_user_created_idx').on(t.userId, t.createdAt),
    // A page's job, for its line-art check on the admin screen (docs/decisions/0027).
    index('generation_jobs_page_idx').on(t.pageId).where(sql`${t.pageId} is not null`),
  ],
);
