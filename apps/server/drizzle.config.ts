import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/server` diffs the schema against the last snapshot and writes
// SQL into src/db/migrations; the server applies them at start (src/db/migrate.ts). No
// database connection is needed to generate.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
