import type { UploadFields } from '@colorbook/contract';
import type { Db } from '../../db/client';
import { type ImageCaps, SERVER_IMAGE_CAPS, tightenCaps } from './image-caps';
import { normaliseImage } from './image-normalise';
import type { ObjectStorage, StoredObject } from './object-storage';
import {
  deleteStoredFileByKey,
  findStoredFileByKey,
  insertStoredFile,
  type StoredFileRow,
} from './storage.repo';
import { generateStorageKey } from './storage-keys';

export interface StoredFile {
  id: number;
  key: string;
  url: string;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

export interface StoreObjectInput {
  ownerId: number | null;
  /** First segment of the key and the stored_files purpose: upload, illustration, preview, … */
  purpose: string;
  data: Buffer;
  contentType: string;
  /** Without the dot; must match contentType (png, jpg, webp). */
  extension: string;
  width?: number | null;
  height?: number | null;
}

export interface StoreImageInput {
  ownerId: number | null;
  purpose: string;
  /** Untrusted bytes, e.g. a user's upload. */
  data: Buffer;
  /** Defaults to the server caps (PNG/JPEG/WebP, 10 MB, 40 MP). */
  caps?: ImageCaps;
}

/**
 * Files and their stored_files records, for this module's routes and for other features
 * (pages store generated and uploaded images here). Bytes go to storage first and the row
 * second; if the row cannot be written the bytes are removed again, so no failure leaves a
 * row without a file or a file the database does not know about.
 */
export interface StorageService {
  readonly storage: ObjectStorage;
  /** Checks an untrusted image, re-encodes it without metadata, stores it and records it. */
  storeImage(input: StoreImageInput, tx?: Db): Promise<StoredFile>;
  /**
   * Stores bytes the server made itself, unchecked. With `tx` the row is written in that
   * transaction; files are not transactional, so if it rolls back call `remove(key)`.
   */
  storeObject(input: StoreObjectInput, tx?: Db): Promise<StoredFile>;
  /** POST /storage/upload: the client's fields can only tighten the server's caps. */
  upload(ownerId: number, data: Buffer, fields: UploadFields): Promise<{ url: string }>;
  /** The record behind a URL this service handed out (to check who owns it), or null. */
  findByUrl(url: string): Promise<StoredFileRow | null>;
  open(key: string): Promise<StoredObject | null>;
  /**
   * The bytes behind a URL that `upload` gave `ownerId`, or null for anything else (another
   * user's file, a generated image, a foreign URL), so a client can only reuse its own uploads.
   */
  readUpload(ownerId: number, url: string): Promise<Buffer | null>;
  /** Removes the record, then the bytes; safe to call for a key that is already gone. */
  remove(key: string): Promise<void>;
}

export function createStorageService(db: Db, storage: ObjectStorage): StorageService {
  const service: StorageService = {
    storage,

    async storeImage({ ownerId, purpose, data, caps = SERVER_IMAGE_CAPS }, tx) {
      const image = await normaliseImage(data, caps);
      return service.storeObject({ ownerId, purpose, ...image }, tx);
    },

    async storeObject(input, tx = db) {
      const key = generateStorageKey(input.purpose, input.extension);
      await storage.put(key, input.data, input.contentType);
      let row: StoredFileRow;
      try {
        row = await insertStoredFile(tx, {
          key,
          ownerId: input.ownerId,
          contentType: input.contentType,
          bytes: input.data.length,
          width: input.width ?? null,
          height: input.height ?? null,
          purpose: input.purpose,
        });
      } catch (error) {
        await storage.delete(key).catch(() => {});
        throw error;
      }
      return {
        id: row.id,
        key,
        url: storage.publicUrl(key),
        contentType: row.contentType,
        bytes: row.bytes,
        width: row.width,
        height: row.height,
      };
    },

    async upload(ownerId, data, fields) {
      const stored = await service.storeImage({
        ownerId,
        purpose: 'upload',
        data,
        caps: tightenCaps(fields),
      });
      return { url: stored.url };
    },

    async findByUrl(url) {
      const key = storage.keyOfUrl(url);
      return key === null ? null : findStoredFileByKey(db, key);
    },

    open: (key) => storage.get(key),

    async readUpload(ownerId, url) {
      const file = await service.findByUrl(url);
      if (!file || file.ownerId !== ownerId || file.purpose !== 'upload') return null;
      const object = await storage.get(file.key);
      if (!object) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    },

    async remove(key) {
      await deleteStoredFileByKey(db, key);
      await storage.delete(key);
    },
  };
  return service;
}
