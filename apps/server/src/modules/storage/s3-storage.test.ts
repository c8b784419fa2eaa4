import { text } from 'node:stream/consumers';
import { type S3StandIn, startS3StandIn } from '@colorbook/test-servers/s3-stand-in';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { S3ObjectStorage, STORAGE_UNAVAILABLE } from './s3-storage';
import { generateStorageKey } from './storage-keys';

let s3: S3StandIn;
let storage: S3ObjectStorage;
beforeAll(async () => {
  s3 = await startS3StandIn();
  storage = new S3ObjectStorage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });
});
afterAll(() => s3?.close());
beforeEach(() => {
  s3.failing = false;
  s3.objects.clear();
});

describe('S3ObjectStorage', () => {
  it('puts an object with its type and a year of caching, reads it back, deletes it', async () => {
    const key = generateStorageKey('upload', 'webp');
    await storage.put(key, Buffer.from('webp bytes'), 'image/webp');
    expect(s3.objects.get(key)).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(s3.requests.at(-1)).toBe(`PUT /${s3.bucket}/${key}`);

    const object = await storage.get(key);
    if (!object) throw new Error('not stored');
    expect([object.contentType, object.size]).toEqual(['image/webp', 10]);
    expect(await text(object.body)).toBe('webp bytes');

    await storage.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('serves the type of the key, not whatever the bucket holds', async () => {
    s3.objects.set('upload/2025/01/x.png', { data: Buffer.from('<script>'), contentType: 'text/html' });
    expect((await storage.get('upload/2025/01/x.png'))?.contentType).toBe('image/png');
    s3.objects.set('upload/2025/01/x.html', { data: Buffer.from('<script>'), contentType: 'text/html' });
    expect(await storage.get('upload/2025/01/x.html')).toBeNull();
  });

  it('refuses unsafe keys without asking the bucket', async () => {
    const before = s3.requests.length;
    expect(await storage.get('../other-bucket/x.png')).toBeNull();
    await expect(storage.put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.delete('a//b.png')).rejects.toThrow(/invalid storage key/);
    expect(s3.requests.length).toBe(before);
  });

  it('turns an outage into a 503 a user can act on', async () => {
    s3.failing = true;
    // Thunks, so each call starts only once the previous one is handled: a rejection that
    // waits unobserved in an array is reported by Node as unhandled.
    for (const attempt of [
      () => storage.put(generateStorageKey('upload', 'png'), Buffer.from('x'), 'image/png'),
      () => storage.get(generateStorageKey('upload', 'png')),
    ]) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE', message: STORAGE_UNAVAILABLE });
    }
  });

  it('is refused by a store that does not know its key', async () => {
    const stranger = new S3ObjectStorage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'SOMEONEELSE',
      secretAccessKey: 'x',
    });
    await expect(
      stranger.put(generateStorageKey('upload', 'png'), Buffer.from('x'), 'image/png'),
    ).rejects.toThrow(STORAGE_UNAVAILABLE);
  });
});
