import { uploadResponse } from '@colorbook/contract';
import { multipartBody, pngImage } from '@colorbook/test-servers/test-images';
import { expect } from 'vitest';
import type { UserWithSession } from './auth-helpers';
import type { TestApp } from './create-test-app';

/** A PNG uploaded through POST /api/storage/upload, as the app uploads one: its URL. */
export async function uploadPng(t: TestApp, who: UserWithSession, side = 256): Promise<string> {
  return uploadImage(t, who, await pngImage(side, side));
}

/** These PNG bytes uploaded through POST /api/storage/upload, as the app uploads one: its URL. */
export async function uploadImage(t: TestApp, who: UserWithSession, png: Buffer): Promise<string> {
  const { payload, headers } = multipartBody([
    { name: 'file', value: png, filename: 'image.png', contentType: 'image/png' },
  ]);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/storage/upload',
    payload,
    headers: { ...headers, ...who.headers },
  });
  expect(upload.statusCode, upload.body).toBe(200);
  return uploadResponse.parse(upload.json()).url;
}
