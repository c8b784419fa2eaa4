import { randomBytes } from 'node:crypto';
import { FILES_URL_PREFIX } from '@colorbook/contract';

/**
 * Object keys are always made here, never taken from a client: `<purpose>/<yyyy>/<mm>/<hex>.<ext>`.
 * 128 random bits make a name unguessable (files are public to whoever has the URL) and unique
 * without a lookup, so a stored object never changes and can be cached forever.
 */

const PURPOSE = /^[a-z][a-z0-9-]{0,31}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;
/** Exactly what generateStorageKey makes; anything else is not one of ours. */
const GENERATED_KEY = /^[a-z][a-z0-9-]{0,31}\/\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;
/** Segments any storage accepts: no empty, dot-only or hidden segments, no separators of other systems. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;
const MAX_KEY_LENGTH = 256;

export function generateStorageKey(purpose: string, extension: string, now = new Date()): string {
  if (!PURPOSE.test(purpose)) throw new Error(`invalid storage purpose: ${purpose}`);
  if (!EXTENSION.test(extension)) throw new Error(`invalid storage extension: ${extension}`);
  const year = String(now.getUTCFullYear()).padStart(4, '0');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${purpose}/${year}/${month}/${randomBytes(16).toString('hex')}.${extension}`;
}

export const isGeneratedKey = (key: string): boolean => GENERATED_KEY.test(key);

/**
 * The guard every storage applies before touching a key: relative, '/'-separated, no '..',
 * '.', empty or hidden segments, no backslashes, NULs or percent-escapes. Stricter than any
 * filesystem or S3 needs, so a key that passes means the same thing everywhere.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SAFE_SEGMENT.test(segment));
}

export function extensionOfKey(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Every storage serves a key with the type its extension names, whatever it was stored with,
 * so a stored object can never come back as HTML or script. Keys with other extensions are
 * not served at all. SVG is only ever the offline generator's own page source (uploads are
 * sniffed as PNG, JPEG or WebP and re-encoded); the files route's `sandbox` CSP keeps any
 * script in it inert all the same.
 */
const contentTypeOfExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  // Time-lapse logs (decision 0028): their URL never leaves the server, reads go through the colouring's rules.
  gz: 'application/gzip',
  // Colouring books (decision 0029): likewise, downloads go through GET /books/{id}/file.
  pdf: 'application/pdf',
};

export const contentTypeOfKey = (key: string): string | undefined =>
  Object.hasOwn(contentTypeOfExtension, extensionOfKey(key))
    ? contentTypeOfExtension[extensionOfKey(key)]
    : undefined;

/**
 * Files are served by this API (GET /api/files/*) from either storage: same-origin images
 * keep the colouring canvas untainted, need no CORS or public bucket, and keep URLs valid
 * if the files move to another backend.
 */
export const filesUrl = (key: string): string => FILES_URL_PREFIX + key;

export function keyOfFilesUrl(url: string): string | null {
  if (!url.startsWith(FILES_URL_PREFIX)) return null;
  const key = url.slice(FILES_URL_PREFIX.length);
  return isSafeKey(key) ? key : null;
}
