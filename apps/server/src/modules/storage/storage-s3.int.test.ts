import fs from 'node:fs';
import path from 'node:path';
import { uploadResponse } from '@colorbook/contract';
import { type S3StandIn, startS3StandIn } from '@colorbook/test-servers/s3-stand-in';
import { multipartBody, pngImage } from '@colorbook/test-servers/test-images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { STORAGE_UNAVAILABLE } from './s3-storage';

let s3: S3StandIn;
let t: TestApp;
let bob: UserWithSession;

beforeAll(async () => {
  s3 = await startS3StandIn();
  t = await createTestApp({
    env: {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
  });
  bob = await createUserWithSession(t.db);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const uploadPng = async () => {
  const { payload, headers } = multipartBody([
    { name: 'file', value: await pngImage(80, 60), filename: 'a.png', contentType: 'image/png' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/storage/upload',
    payload,
    headers: { ...headers, ...bob.headers },
  });
};

describe('with S3_BUCKET set', () => {
  it('stores uploads in the bucket and serves them through /api/files', async () => {
    const res = await uploadPng();
    expect(res.statusCode, res.body).toBe(200);
    const { url } = uploadResponse.parse(res.json());
    const key = url.slice('/api/files/'.length);
    expect(s3.objects.get(key)?.contentType).toBe('image/png');
    expect(fs.existsSync(path.join(t.config.DATA_DIR, 'files'))).toBe(false);

    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(s3.objects.get(key)?.data ?? Buffer.alloc(0))).toBe(true);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 80, height: 60 });
  });

  it('answers 404 for a key the bucket does not have', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/files/upload/2025/01/${'f'.repeat(32)}.png` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers 503 while the bucket is down, recording nothing', async () => {
    const rowsBefore = await t.db.select().from(storedFiles);
    const objectsBefore = s3.objects.size;
    s3.failing = true;
    try {
      const res = await uploadPng();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: STORAGE_UNAVAILABLE });
    } finally {
      s3.failing = false;
    }
    expect(await t.db.select().from(storedFiles)).toEqual(rowsBefore);
    expect(s3.objects.size).toBe(objectsBefore);
    // Back up: the same process stores again, no restart.
    expect((await uploadPng()).statusCode).toBe(200);
    expect(s3.objects.size).toBe(objectsBefore + 1);
  });
});
