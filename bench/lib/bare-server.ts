/**
 * The bare twin of the API for bench/api.ts: Fastify and the database driver only, one GET
 * route per measured API route, each running exactly the SQL statements (text and
 * parameters) that the API ran for that request, captured by bench/api.ts — no auth logic,
 * validation or serialisation of our own. On PostgreSQL through `pg` (pool of 10, like the
 * API); on PGlite through the same embedded engine the API uses.
 *
 *   node --import tsx bench/lib/bare-server.ts <captured.json> <port> (<DATABASE_URL> | pglite:<DATA_DIR>)
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

export type Captured = Record<string, { sql: string; params: unknown[] }[]>;

const [capturedFile, port, target] = process.argv.slice(2);
if (!capturedFile || !port || !target) throw new Error('usage: bare-server.ts <captured.json> <port> <db>');
const captured = JSON.parse(fs.readFileSync(capturedFile, 'utf8')) as Captured;

let query: (text: string, params: unknown[]) => Promise<unknown[]>;
let close: () => Promise<void>;
if (target.startsWith('pglite:')) {
  const client = await PGlite.create({ dataDir: path.join(target.slice(7), 'db'), extensions: { pg_trgm } });
  query = async (text, params) => (await client.query(text, params)).rows;
  close = () => client.close();
} else {
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  query = async (text, params) => (await pool.query(text, params)).rows;
  close = () => pool.end();
}

const app = Fastify();
for (const [name, statements] of Object.entries(captured)) {
  app.get(`/bare/${name}`, async () => {
    let rows: unknown[] = [];
    for (const statement of statements) rows = await query(statement.sql, statement.params);
    return rows;
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', async () => {
  await app.close();
  await close();
  process.exit(0);
});
