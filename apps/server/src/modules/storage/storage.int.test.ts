import fs from 'node:fs';
import path from 'node:path';
import { errorBody, UPLOAD_MAX_BYTES, uploadResponse } from '@colorbook/contract';
import {
  type FormPart,
  gifImage,
  hasGpsTag,
  htmlPage,
  jpegImage,
  jpegWithGps,
  multipartBody,
  pngDeclaring,
  pngImage,
  svgWithScript,
  textFile,
  webpImage,
} from '@colorbook/test-servers/test-images';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { UNREADABLE_IMAGE } from './image-normalise';
import { createStorageService } from './storage.service';
import { createObjectStorage } from './storage-factory';

let t: TestApp;
let alice: UserWithSession;
let filesDir: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUserWithSession(t.db);
  filesDir = path.join(t.config.DATA_DIR, 'files');
});
afterAll(() => t?.close());

const upload = (parts: FormPart[], who: UserWithSession | null = alice) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/storage/upload',
    payload,
    headers: { ...headers, ...who?.headers },
  });
};
const filePart = (value: Buffer, filename = 'picture.png', contentType = 'image/png'): FormPart => ({
  name: 'file',
  value,
  filename,
  contentType,
});

/** Every file under DATA_DIR/files (partial writes included) and every stored_files row. */
const snapshot = async () => ({
  files: fs.existsSync(filesDir)
    ? fs
        .readdirSync(filesDir, { recursive: true, encoding: 'utf8' })
        .filter((name) => fs.statSync(path.join(filesDir, name)).isFile())
        .sort()
    : [],
  rows: (await t.db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key).sort(),
});

/** Uploads, expects the error, and checks that not a byte or a row stayed behind. */
async function expectRefused(
  parts: FormPart[],
  status: number,
  expected: { code: string; message?: string | RegExp },
  who: UserWithSession | null = alice,
) {
  const before = await snapshot();
  const res = await upload(parts, who);
  expect(res.statusCode, res.body).toBe(status);
  const body = errorBody.parse(res.json());
  expect(body.code).toBe(expected.code);
  if (typeof expected.message === 'string') expect(body.message).toBe(expected.message);
  else if (expected.message) expect(body.message).toMatch(expected.message);
  expect(await snapshot()).toEqual(before);
  return body;
}

const URL_SHAPE = /^\/api\/files\/upload\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(png|jpg|webp)$/;

describe('POST /api/storage/upload: accepted images', () => {
  it.each([
    ['PNG', pngImage, 'picture.png', 'image/png', 'png', 'png'],
    ['JPEG', jpegImage, 'photo.jpeg', 'image/jpeg', 'jpeg', 'jpg'],
    ['WebP', webpImage, 'sticker.webp', 'image/webp', 'webp', 'webp'],
  ] as const)(
    'stores a %s and serves it back as the same type',
    async (_label, make, name, type, format, ext) => {
      const res = await upload([filePart(await make(120, 90), name, type)]);
      expect(res.statusCode, res.body).toBe(200);
      const { url } = uploadResponse.parse(res.json());
      expect(url).toMatch(URL_SHAPE);
      expect(url.endsWith(`.${ext}`)).toBe(true);

      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 120, 90]);

      const [row] = await t.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.key, url.slice('/api/files/'.length)));
      expect(row).toMatchObject({
        ownerId: alice.user.id,
        contentType: type,
        bytes: file.rawPayload.length,
        width: 120,
        height: 90,
        purpose: 'upload',
      });
    },
  );

  it('lets admins upload too', async () => {
    const admin = await createUserWithSession(t.db, { admin: true });
    const res = await upload([filePart(await pngImage())], admin);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('removes EXIF (GPS included) and turns the photo upright', async () => {
    const input = await jpegWithGps();
    expect(hasGpsTag((await sharp(input).metadata()).exif ?? Buffer.alloc(0))).toBe(true);

    const res = await upload([filePart(input, 'holiday.jpg', 'image/jpeg')]);
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await t.app.inject({ method: 'GET', url: res.json().url })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(stored.includes('SpyCam')).toBe(false);
    expect(stored.includes('Exif\0\0')).toBe(false);
  });

  it('accepts client limits the file meets', async () => {
    const png = await pngImage(100, 100);
    const res = await upload([
      { name: 'extensions', value: 'png,jpg' },
      { name: 'max', value: String(png.length) },
      { name: 'dimensions', value: '100x100' },
      filePart(png),
    ]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('reads the fields whether they come before or after the file, and ignores empty ones', async () => {
    const res = await upload([
      filePart(await jpegImage()),
      { name: 'extensions', value: 'png' },
      { name: 'max', value: '' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only PNG images are accepted.');
  });
});

describe('POST /api/storage/upload: refused uploads leave nothing behind', () => {
  const onlyImages = {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Only PNG, JPEG and WebP images are accepted.',
  };

  it('answers 401 without a valid token, before reading the body', async () => {
    await expectRefused([filePart(await pngImage())], 401, { code: 'UNAUTHENTICATED' }, null);
    const stranger = { ...alice, headers: { authorization: `Bearer ${'x'.repeat(43)}` } };
    await expectRefused([filePart(await pngImage())], 401, { code: 'UNAUTHENTICATED' }, stranger);
  });

  it('refuses an SVG with a script', async () => {
    await expectRefused([filePart(svgWithScript, 'cute.svg', 'image/svg+xml')], 415, onlyImages);
  });

  it('refuses an HTML page, also when it claims to be a PNG', async () => {
    await expectRefused([filePart(htmlPage, 'page.html', 'text/html')], 415, onlyImages);
    await expectRefused([filePart(htmlPage, 'page.png', 'image/png')], 415, onlyImages);
  });

  it('refuses a text file named .png', async () => {
    await expectRefused([filePart(textFile, 'notes.png', 'image/png')], 415, onlyImages);
  });

  it('refuses a GIF', async () => {
    await expectRefused([filePart(gifImage, 'funny.gif', 'image/gif')], 415, onlyImages);
  });

  it('refuses a PNG declaring 60000×60000 without decoding it', async () => {
    await expectRefused([filePart(pngDeclaring(60000, 60000))], 413, {
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is 60000×60000 pixels; the limit is 40 megapixels.',
    });
  });

  it('refuses a truncated PNG with a clear message', async () => {
    const png = await pngImage(200, 200);
    await expectRefused([filePart(png.subarray(0, Math.floor(png.length * 0.7)))], 400, {
      code: 'VALIDATION_ERROR',
      message: UNREADABLE_IMAGE,
    });
  });

  it('refuses a file over 10 MB, whether or not the request says so up front', async () => {
    const tooLarge = { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 10 MB.' };
    // Just over the cap: only the multipart stream limit can catch it.
    const justOver = Buffer.concat([await pngImage(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    await expectRefused([filePart(justOver)], 413, tooLarge);
    // Far over: refused from Content-Length before reading.
    await expectRefused([filePart(Buffer.alloc(12 * 1024 * 1024))], 413, tooLarge);
  });

  it('applies a smaller max from the client', async () => {
    await expectRefused([{ name: 'max', value: '100' }, filePart(await pngImage())], 413, {
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 100 bytes.',
    });
  });

  it('applies extensions from the client', async () => {
    await expectRefused(
      [{ name: 'extensions', value: 'png' }, filePart(await jpegImage(), 'photo.png', 'image/png')],
      415,
      { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only PNG images are accepted.' },
    );
  });

  it('applies dimensions from the client', async () => {
    await expectRefused([{ name: 'dimensions', value: '100x100' }, filePart(await pngImage(150, 80))], 400, {
      code: 'VALIDATION_ERROR',
      message: 'The image is 150×80 pixels; it must be at most 100×100.',
    });
  });

  it('names a malformed field', async () => {
    await expectRefused([{ name: 'dimensions', value: 'huge' }, filePart(await pngImage())], 400, {
      code: 'VALIDATION_ERROR',
      message: 'dimensions must look like 1024x1024',
    });
    await expectRefused([{ name: 'extensions', value: 'gif' }, filePart(await pngImage())], 400, {
      code: 'VALIDATION_ERROR',
      message: 'extensions must include png, jpg or webp.',
    });
  });

  it('asks for the file when there is none', async () => {
    const missing = { code: 'VALIDATION_ERROR', message: 'file is required.' };
    await expectRefused([{ name: 'extensions', value: 'png' }], 400, missing);
    await expectRefused([filePart(Buffer.alloc(0), '')], 400, missing);
    await expectRefused([{ ...filePart(await pngImage()), name: 'image' }], 400, missing);
  });

  it('takes one file per upload', async () => {
    await expectRefused([filePart(await pngImage()), filePart(await pngImage())], 400, {
      code: 'VALIDATION_ERROR',
      message: 'Send one file per upload.',
    });
  });

  it('refuses a body cut off in the middle of the file', async () => {
    const { payload, headers } = multipartBody([filePart(await pngImage(200, 200))]);
    const before = await snapshot();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload: payload.subarray(0, Math.floor(payload.length / 2)),
      headers: { ...headers, ...alice.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The upload is incomplete or is not valid multipart data.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 415 to a request that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload: { file: 'iVBORw0KGgo=' },
      headers: alice.headers,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('storeImage (for other features)', () => {
  it('removes the file again when its row cannot be written', async () => {
    const service = createStorageService(t.db, createObjectStorage(t.config));
    const before = await snapshot();
    // No such user: the foreign key refuses the row after the bytes are already stored.
    await expect(
      service.storeImage({ ownerId: 2_000_000_000, purpose: 'upload', data: await pngImage() }),
    ).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });

  it('stores, finds by URL and removes', async () => {
    const service = createStorageService(t.db, createObjectStorage(t.config));
    const before = await snapshot();
    const stored = await service.storeImage({
      ownerId: alice.user.id,
      purpose: 'avatar',
      data: await jpegImage(),
    });
    expect(stored).toMatchObject({ contentType: 'image/jpeg', width: 64, height: 48 });
    expect(stored.url).toMatch(/^\/api\/files\/avatar\//);
    expect((await service.findByUrl(stored.url))?.ownerId).toBe(alice.user.id);
    expect(await service.findByUrl('https://elsewhere.example/x.png')).toBeNull();
    await service.remove(stored.key);
    expect(await service.findByUrl(stored.url)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/storage/upload: rate limit', () => {
  it('stops a user after 60 uploads in 10 minutes, without touching other users', async () => {
    const busy = await createUserWithSession(t.db);
    // Refused uploads count too: each one costs the server a request.
    for (let i = 0; i < 60; i++) {
      expect((await upload([{ name: 'max', value: '1' }], busy)).statusCode).toBe(400);
    }
    const res = await upload([filePart(await pngImage())], busy);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect((await upload([filePart(await pngImage())])).statusCode).toBe(200);
  });
});

describe('GET /api/files/*', () => {
  it('answers HEAD with the headers and no body', async () => {
    const { url } = (await upload([filePart(await pngImage())])).json();
    const res = await t.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body).toBe('');
  });

  it('answers a JSON 404 for unknown keys and anything that tries to leave the folder', async () => {
    fs.mkdirSync(filesDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.DATA_DIR, 'secret.png'), 'not yours');
    for (const url of [
      `/api/files/upload/2025/01/${'0'.repeat(32)}.png`,
      '/api/files/../secret.png',
      '/api/files/%2e%2e/secret.png',
      '/api/files/upload/..%2f..%2fsecret.png',
      '/api/files/upload',
      '/api/files/',
      '/api/files/.partial',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(errorBody.parse(res.json()).code, url).toBe('NOT_FOUND');
      expect(res.body).not.toContain('not yours');
    }
  });
});
