import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalObjectStorage } from './local-storage';
import { generateStorageKey } from './storage-keys';

let root: string;
let storage: LocalObjectStorage;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-local-storage-'));
  storage = new LocalObjectStorage(path.join(root, 'files'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every file under the root, relative, except the (empty) partial folder. */
const filesUnder = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => fs.statSync(path.join(dir, name)).isFile())
        .sort()
    : [];

describe('LocalObjectStorage', () => {
  it('stores, reads back with the type and size, and deletes', async () => {
    const key = generateStorageKey('upload', 'png');
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    expect(filesUnder(storage.root)).toEqual([key]);

    const object = await storage.get(key);
    if (!object) throw new Error('not stored');
    expect(object.contentType).toBe('image/png');
    expect(object.size).toBe(9);
    expect(await text(object.body)).toBe('png bytes');

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // already gone: still fine
  });

  it('answers null for unknown, unsafe or directory keys', async () => {
    await storage.put('upload/2025/01/a.png', Buffer.from('x'), 'image/png');
    for (const key of ['upload/2025/01/b.png', '../outside.png', 'upload/2025/01', 'upload/2025', '']) {
      expect(await storage.get(key), key).toBeNull();
    }
  });

  it('never reads or writes outside its root', async () => {
    fs.writeFileSync(path.join(root, 'secret.png'), 'secret');
    expect(await storage.get('../secret.png')).toBeNull();
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.delete('../secret.png')).rejects.toThrow(/invalid storage key/);
    expect(fs.readFileSync(path.join(root, 'secret.png'), 'utf8')).toBe('secret');
    expect(fs.existsSync(path.join(root, 'escape.png'))).toBe(false);
  });

  it('refuses a content type its extension would not serve back', async () => {
    await expect(storage.put('upload/2025/01/a.png', Buffer.from('x'), 'text/html')).rejects.toThrow(
      /does not match/,
    );
    await expect(storage.put('upload/2025/01/a.html', Buffer.from('x'), 'text/html')).rejects.toThrow(
      /does not match/,
    );
    expect(filesUnder(storage.root)).toEqual([]);
  });

  it('leaves nothing behind when a write fails', async () => {
    // A file where the key's folder must go makes the rename fail after the data is written.
    fs.mkdirSync(path.join(storage.root, 'upload'), { recursive: true });
    fs.writeFileSync(path.join(storage.root, 'upload', '2025'), 'in the way');
    await expect(storage.put('upload/2025/01/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect(filesUnder(storage.root)).toEqual(['upload/2025']);
  });

  it('clears partial files that a crashed writer left long ago, and only those', async () => {
    const partialDir = path.join(storage.root, '.partial');
    fs.mkdirSync(partialDir, { recursive: true });
    const stale = path.join(partialDir, 'stale.part');
    const fresh = path.join(partialDir, 'fresh.part');
    fs.writeFileSync(stale, 'half');
    fs.writeFileSync(fresh, 'in progress');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);

    await storage.put('upload/2025/01/a.png', Buffer.from('x'), 'image/png');
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });

  it('maps URLs to keys and back', () => {
    const key = generateStorageKey('upload', 'webp');
    expect(storage.publicUrl(key)).toBe(`/api/files/${key}`);
    expect(storage.keyOfUrl(storage.publicUrl(key))).toBe(key);
    expect(storage.keyOfUrl('/api/files/../db/secret.png')).toBeNull();
    expect(storage.keyOfUrl('https://elsewhere.example/api/files/x.png')).toBeNull();
  });
});
