import type { UploadFields } from '@colorbook/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type FileAccess, fileAccess } from './file-references.repo';
import { type ImageCaps, SERVER_IMAGE_CAPS, tightenCaps } from './image-caps';
import { normaliseImage } from './image-normalise';
import type { ObjectStorage, StoredObject } from './object-storage';
import {
  bytesStoredBy,
  deleteStoredFileByKey,
  findStoredFileByKey,
  insertStoredFile,
  lockOwnerQuota,
  lockStoredFileByKey,
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
 * What a user's storage quota counts: what they upload (colouring saves included), the line art
 * shown before an upload becomes a page, colourings' previews and their books' PDFs (decision
 * 0038). Page images are not counted: each page costs a credit, which bounds them already.
 */
export const QUOTA_PURPOSES = [
  'upload',
  'upload-preview',
  'coloring-preview',
  'coloring-replay',
  'book',
] as const;

export interface StorageOptions {
  /** Per user, over QUOTA_PURPOSES (STORAGE_QUOTA_MB). */
  quotaMb: number;
  /** How long an unused file is kept (STORAGE_SWEEP_GRACE_HOURS), for the quota message. */
  graceHours: number;
}

const DEFAULT_OPTIONS: StorageOptions = { quotaMb: 500, graceHours: 24 };

const hoursText = (hours: number) =>
  hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hour${hours === 1 ? '' : 's'}`;

/**
 * 413, not 429: the request is refused for what it would store, not for how often it comes, and
 * clients do not retry a 413 on their own (several retry a 429 after Retry-After).
 */
export const storageFull = ({ quotaMb, graceHours }: StorageOptions) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `Your storage is full (${quotaMb} MB). Uploads you did not use and replaced saves are removed after ${hoursText(graceHours)}; please try again then.`,
  );

/**
 * Files and their stored_files records, for this module's routes and for other features
 * (pages store generated and uploaded images here). The row is written first and the bytes
 * second; if the bytes cannot be stored the row is removed again. So every stored object has
 * a row (which the sweep, storage-sweeper.ts, finds when nothing uses it any more), and a
 * quota-counted file is counted before a byte of it is stored.
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
  /**
   * In `tx`, share-locks the row of an upload `ownerId` made, so the sweep cannot remove it
   * before the row that will name it commits; false when it is not (or no longer) there.
   */
  holdUpload(tx: Db, ownerId: number, url: string): Promise<boolean>;
  /** Refuses (413) an owner whose quota-counted files already fill their quota. */
  assertRoom(ownerId: number): Promise<void>;
  /** Whether the file is a page's image, and whether that page is blocked. */
  access(key: string): Promise<FileAccess>;
  /** Removes the bytes, then the record; safe to call for a key that is already gone. */
  remove(key: string): Promise<void>;
}

export function createStorageService(
  db: Db,
  storage: ObjectStorage,
  options: StorageOptions = DEFAULT_OPTIONS,
): StorageService {
  const quotaBytes = options.quotaMb * 1024 * 1024;
  const counted = (input: StoreObjectInput): input is StoreObjectInput & { ownerId: number } =>
    input.ownerId !== null && (QUOTA_PURPOSES as readonly string[]).includes(input.purpose);

  const service: StorageService = {
    storage,

    async storeImage({ ownerId, purpose, data, caps = SERVER_IMAGE_CAPS }, tx) {
      const image = await normaliseImage(data, caps);
      return service.storeObject({ ownerId, purpose, ...image }, tx);
    },

    async storeObject(input, tx = db) {
      const key = generateStorageKey(input.purpose, input.extension);
      const values = {
        key,
        ownerId: input.ownerId,
        contentType: input.contentType,
        bytes: input.data.length,
        width: input.width ?? null,
        height: input.height ?? null,
        purpose: input.purpose,
      };
      const row = counted(input)
        ? await tx.transaction(async (quotaTx) => {
            await lockOwnerQuota(quotaTx, input.ownerId);
            const used = await bytesStoredBy(quotaTx, input.ownerId, QUOTA_PURPOSES);
            if (used + input.data.length > quotaBytes) throw storageFull(options);
            return insertStoredFile(quotaTx, values);
          })
        : await insertStoredFile(tx, values);
      try {
        await storage.put(key, input.data, input.contentType);
      } catch (error) {
        await deleteStoredFileByKey(tx, key).catch(() => {});
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
      // Before the image work; storeObject checks again with the size, under the owner's lock.
      await service.assertRoom(ownerId);
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

    async holdUpload(tx, ownerId, url) {
      const key = storage.keyOfUrl(url);
      if (key === null) return false;
      const row = await lockStoredFileByKey(tx, key);
      return row !== null && row.ownerId === ownerId && row.purpose === 'upload';
    },

    async assertRoom(ownerId) {
      if ((await bytesStoredBy(db, ownerId, QUOTA_PURPOSES)) >= quotaBytes) throw storageFull(options);
    },

    access: (key) => fileAccess(db, storage.publicUrl(key)),

    async remove(key) {
      await storage.delete(key);
      await deleteStoredFileByKey(db, key);
    },
  };
  return service;
}
