import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { createTestDatabase, testDbKind } from '../test/test-database';
import { openPg } from './client';
import { DATABASE_UNAVAILABLE_MESSAGE } from './connection-errors';

const unavailable = { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' };

let t: TestApp;
let member: UserWithSession;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUserWithSession(t.db);
});
afterAll(() => t?.close());

// Each test makes and migrates a database of its own: CPU-heavy, so its own budget, not the
// project's 30 s.
describe('the database going away', { timeout: 120_000 }, () => {
  it('answers 503 with a message a person can act on, on any route, not a 500', async () => {
    const database = await createTestDatabase();
    const user = await createUserWithSession(database.db);
    const app = buildApp({ config: t.config, db: database.db });
    try {
      expect((await app.inject({ url: '/api/credits/read', headers: user.headers })).statusCode).toBe(200);
      await database.close();
      for (const url of ['/api/credits/read', '/api/pages/paginate', '/api/plans/list']) {
        const response = await app.inject({ url, headers: user.headers });
        expect([url, response.statusCode, response.json()]).toEqual([url, 503, unavailable]);
      }
    } finally {
      await app.close();
    }
  });

  // PostgreSQL is a server that can vanish and come back; the embedded PGlite cannot.
  if (testDbKind() === 'pg') {
    it('on PostgreSQL: 503 while the connection is lost, then answers again without a restart', async () => {
      const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: Array<{ name: string }>;
      };
      const [row] = result.rows;
      const target = new URL(process.env.TEST_DATABASE_URL as string);
      const proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
      const url = new URL(target);
      url.port = String(proxy.port);
      url.pathname = `/${row?.name}`;
      const proxied = await openPg(url.toString());
      const app = buildApp({ config: t.config, db: proxied.db });
      const read = () => app.inject({ url: '/api/credits/read', headers: member.headers });
      try {
        expect((await read()).statusCode).toBe(200);
        await proxy.down();
        const lost = await read();
        expect([lost.statusCode, lost.json()]).toEqual([503, unavailable]);
        await proxy.up();
        expect((await read()).statusCode).toBe(200);
      } finally {
        await app.close();
        await proxied.close();
        await proxy.down();
      }
    });
  }
});

/** A TCP relay that can cut every connection and refuse new ones, then come back on the same port. */
async function tcpProxy(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let listenPort = 0;
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(port, host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server?.address() as net.AddressInfo | null)?.port ?? listenPort;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server?.listening) return resolve();
      server.close(() => resolve());
    });
  await up();
  return { port: listenPort, up, down };
}
