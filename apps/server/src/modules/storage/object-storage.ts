import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes, for Content-Length, when the backend says. */
  size?: number;
}

/**
 * Where file bytes live: DATA_DIR/files by default, an S3-compatible bucket when S3_BUCKET is
 * set (DESIGN §1). Callers get keys from generateStorageKey and never build paths or URLs
 * themselves, so switching the backend changes nothing else. The metadata of every object
 * is in the stored_files table; this interface only moves bytes.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores the whole object or nothing: a reader never sees a partly written one. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object (or the key is not a valid key). */
  get(key: string): Promise<StoredObject | null>;
  /** Succeeds when the object is already gone. */
  delete(key: string): Promise<void>;
  /** The URL clients load the object from. */
  publicUrl(key: string): string;
  /** The key of a URL that publicUrl made, or null for any other URL. */
  keyOfUrl(url: string): string | null;
}
