/**
 * Colour together's live path (issue 40, decision 0041): 2 and 4 participants in one session on
 * the real app (listening on a port, PGlite by default, PostgreSQL with --pg), each a real
 * WebSocket client sending fills at a steady rate. Prints, per group size, the p50/p95 time from
 * an action's send to its arrival at every other participant (stored, numbered, notified, read
 * back and fanned out) and the messages per second delivered. The bar is 250 ms at p95
 * on a local network. It measures the server and the transport, not a browser's repaint (the
 * journey e2e/journeys/together.e2e.test.ts covers the browsers). Figures on a busy machine are
 * indicative only: the load average is printed with them.
 *
 *   node --import tsx bench/together.ts [--seconds S] [--rate R actions/s per person] [--pg]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (with --pg): a database
 *   `colorbook_together_<pid>` is created beside it and dropped at the end.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TogetherServerMessage } from '@colorbook/contract';
import pg from 'pg';
import WebSocket from 'ws';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openPg, openPglite } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/seed/seed';
import { createUserWithSession } from '../apps/server/src/test/auth-helpers';
import { seedPage } from '../apps/server/src/test/page-helpers';
import { loadAverageLine, percentile } from './lib/stats';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const SECONDS = arg('seconds', 5);
const RATE = arg('rate', 5);
const USE_PG = process.argv.includes('--pg');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = `colorbook_together_${process.pid}`;

async function withAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openDatabase(): Promise<Database> {
  if (!USE_PG) return openPglite();
  await withAdmin(`create database "${benchDb}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  return openPg(url.toString());
}

interface Person {
  socket: WebSocket;
  /** Action id → when it was sent. */
  sentAt: Map<string, number>;
}

async function connect(
  url: string,
  token: string,
  code: string,
  onMessage: (m: TogetherServerMessage) => void,
) {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const welcomed = new Promise<number>((resolve) => {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as TogetherServerMessage;
      if (message.type === 'welcome') resolve(message.you.id);
      onMessage(message);
    });
  });
  socket.send(JSON.stringify({ type: 'hello', token, code, lastSeq: 0 }));
  return { socket, id: await welcomed };
}

async function runGroup(
  size: number,
  url: string,
  database: Database,
  inject: ReturnType<typeof buildApp>['inject'],
) {
  const people = await Promise.all(Array.from({ length: size }, () => createUserWithSession(database.db)));
  const page = await seedPage(database.db, people[0]?.user.id as number);
  const started = await inject({
    method: 'POST',
    url: '/api/together',
    headers: people[0]?.headers,
    payload: { pageId: page.id },
  });
  const code = started.json().code as string;
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let delivered = 0;
  const joined: Person[] = [];
  for (const person of people) {
    const self = `p${joined.length}-`;
    const { socket } = await connect(url, person.token, code, (message) => {
      if (message.type !== 'actions') return;
      const now = performance.now();
      for (const action of message.actions) {
        const at = sentAt.get(action.id);
        // Its own action coming back is not a delivery to someone else.
        if (at === undefined || action.id.startsWith(self)) continue;
        delivered++;
        latencies.push(now - at);
      }
    });
    joined.push({ socket, sentAt });
  }
  const ends = performance.now() + SECONDS * 1000;
  const timers = joined.map((person, index) => {
    let n = 0;
    return setInterval(() => {
      if (performance.now() > ends) return;
      const id = `p${index}-${n++}`;
      sentAt.set(id, performance.now());
      person.socket.send(
        JSON.stringify({
          type: 'action',
          code,
          id,
          ops: [
            { op: 'set', settings: { tool: 'fill', color: '#3366ff' } },
            { op: 'fill', x: (100 + n) * 8, y: (100 + index * 50) * 8 },
          ],
        }),
      );
    }, 1000 / RATE);
  });
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000 + 2000));
  for (const timer of timers) clearInterval(timer);
  for (const person of joined) person.socket.close();
  return { latencies, delivered, sent: sentAt.size };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-together-'));
  const database = await openDatabase();
  await database.migrate();
  await seedDatabase(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = buildApp({ config, db: database.db, singleProcess: !USE_PG });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/together/ws`;
  console.log(
    `colour together on ${USE_PG ? 'PostgreSQL' : 'PGlite'}: ${RATE} actions/s per person, ${SECONDS} s`,
  );
  console.log(loadAverageLine());
  try {
    for (const size of [2, 4]) {
      const { latencies, delivered, sent } = await runGroup(size, url, database, app.inject.bind(app));
      const expected = sent * (size - 1);
      console.log(
        `${size} people: sent ${sent} actions, delivered ${delivered}/${expected} to the others; ` +
          `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
          `${(delivered / SECONDS).toFixed(0)} messages/s delivered`,
      );
    }
    console.log(loadAverageLine());
  } finally {
    await app.close();
    await database.close();
    if (USE_PG) await withAdmin(`drop database if exists "${benchDb}" with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
