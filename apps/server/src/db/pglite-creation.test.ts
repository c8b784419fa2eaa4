import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { beginPgliteCreation } from './pglite-creation';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-creation-'));
  dirs.push(dir);
  return dir;
};

describe('beginPgliteCreation', () => {
  it('marks a new database as being created until it is finished', () => {
    const db = path.join(dataDir(), 'db');
    const creation = beginPgliteCreation(db);
    expect(fs.existsSync(`${db}.creating`)).toBe(true);
    creation?.finish();
    expect(fs.existsSync(`${db}.creating`)).toBe(false);
  });

  it('leaves a database that exists alone', () => {
    const db = path.join(dataDir(), 'db');
    fs.mkdirSync(db);
    fs.writeFileSync(path.join(db, 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(db, 'data'), 'rows');
    expect(beginPgliteCreation(db)).toBeUndefined();
    expect(fs.readdirSync(db).sort()).toEqual(['PG_VERSION', 'data']);
    expect(fs.existsSync(`${db}.creating`)).toBe(false);
  });

  it('starts over a creation a crash cut short, though it already wrote PG_VERSION', () => {
    const db = path.join(dataDir(), 'db');
    beginPgliteCreation(db);
    // What initdb had written when the server was killed: PG_VERSION, part of the cluster.
    fs.mkdirSync(path.join(db, 'base'), { recursive: true });
    fs.writeFileSync(path.join(db, 'PG_VERSION'), '17\n');
    const creation = beginPgliteCreation(db);
    expect(creation).toBeDefined();
    expect(fs.existsSync(db)).toBe(false);
    expect(fs.existsSync(`${db}.creating`)).toBe(true);
    creation?.finish();
  });
});
