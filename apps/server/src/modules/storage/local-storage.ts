import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage, StoredObject } from './object-storage';
import { contentTypeOfKey, filesUrl, isSafeKey, keyOfFilesUrl } from './storage-keys';

/** Writes land here first; the leading dot keeps the folder out of the key space. */
const PARTIAL_DIR = '.partial';
/** A partial file this old belongs to a process that died mid-write, not to a running one. */
const STALE_PARTIAL_MS = 60 * 60_000;

const isNotFound = (error: unknown) =>
  (error as NodeJS.ErrnoException | null)?.code === 'ENOENT' ||
  (error as NodeJS.ErrnoException | null)?.code === 'ENOTDIR';

/**
 * Objects as files under `root` (DATA_DIR/files), one per key. Each write goes to a temporary
 * file in the same folder tree, is flushed, then renamed into place: rename is atomic on one
 * filesystem, so a crash or a failed write never leaves a half-written file under a key.
 */
export class LocalObjectStorage implements ObjectStorage {
  readonly kind = 'local';
  readonly root: string;
  private sweptPartials = false;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key, refusing anything that could resolve outside `root`. */
  pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return file;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const expected = contentTypeOfKey(key);
    // Reads derive the type from the extension, so a mismatch here would serve the wrong type later.
    if (expected !== contentType) {
      throw new Error(`content type ${contentType} does not match the extension of ${key}`);
    }
    const file = this.pathOf(key);
    const partialDir = path.join(this.root, PARTIAL_DIR);
    await fs.mkdir(partialDir, { recursive: true });
    await this.sweepStalePartials(partialDir);
    const partial = path.join(partialDir, `${randomBytes(12).toString('hex')}.part`);
    try {
      const handle = await fs.open(partial, 'wx');
      try {
        await handle.writeFile(data);
        // Without the flush, a power cut after the rename can leave an empty file under the key.
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    const contentType = contentTypeOfKey(key);
    if (!contentType) return null;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.pathOf(key), 'r');
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    // Stat and stream the same open file, so a delete in between cannot turn into a broken response.
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), contentType, size: stat.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    return filesUrl(key);
  }

  keyOfUrl(url: string): string | null {
    return keyOfFilesUrl(url);
  }

  /** Once per process: removes what writers that crashed mid-write left behind. */
  private async sweepStalePartials(partialDir: string): Promise<void> {
    if (this.sweptPartials) return;
    this.sweptPartials = true;
    const cutoff = Date.now() - STALE_PARTIAL_MS;
    for (const name of await fs.readdir(partialDir).catch(() => [])) {
      const file = path.join(partialDir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < cutoff) await fs.rm(file, { force: true }).catch(() => {});
    }
  }
}
