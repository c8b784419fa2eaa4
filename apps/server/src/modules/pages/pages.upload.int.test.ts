import { credit, page, uploadPreview, uploadResponse } from '@colorbook/contract';
import { NEAR_BLANK } from '@colorbook/generator';
import { multipartBody, svgWithScript, textFile } from '@colorbook/test-servers/test-images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const storeUpload = async (
  who: UserWithSession,
  data: Buffer,
  filename = 'page.png',
  contentType = 'image/png',
) => {
  const { payload, headers } = multipartBody([{ name: 'file', value: data, filename, contentType }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/storage/upload',
    payload,
    headers: { ...headers, ...who.headers },
  });
};
const makePage = (who: UserWithSession, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/pages/upload', headers: who.headers, payload: body });
const preview = (who: UserWithSession, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/pages/upload/preview', headers: who.headers, payload: body });
const credits = async (who: UserWithSession) =>
  credit.parse(
    (await t.app.inject({ method: 'GET', url: '/api/credits/read', headers: who.headers })).json(),
  );
const greyHistogram = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  const { data, info } = await sharp(res.rawPayload).greyscale().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  let mid = 0;
  for (const v of data) {
    if (v < 64) dark += 1;
    else if (v < 192) mid += 1;
  }
  return { dark: dark / data.length, mid: mid / data.length, width: info.width, height: info.height };
};

/** Line art: black outlines on white, as a scanned colouring page would be. */
const lineArtPng = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#fff"/>
      <circle cx="400" cy="300" r="200" fill="none" stroke="#000" stroke-width="8"/>
      <rect x="120" y="120" width="160" height="120" fill="none" stroke="#000" stroke-width="8"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** A "photo": smooth colour gradients and filled shapes, no outlines at all. */
const photoJpeg = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7ab8e8"/><stop offset="1" stop-color="#f3d29a"/></linearGradient></defs>
      <rect width="900" height="700" fill="url(#g)"/>
      <circle cx="300" cy="350" r="180" fill="#c0392b"/><rect x="520" y="200" width="260" height="320" fill="#27ae60"/></svg>`,
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

describe('POST /api/pages/upload', () => {
  it('keeps line art as line art, on a 1024×1024 page, for one credit', async () => {
    const user = await createUserWithSession(t.db);
    const stored = uploadResponse.parse((await storeUpload(user, await lineArtPng())).json());
    const res = await makePage(user, { photo: stored.url, title: 'my circle drawing' });
    expect(res.statusCode, res.body).toBe(201);
    const made = page.parse(res.json());
    expect(made).toMatchObject({ title: 'My circle drawing', is_owner: true });
    const grey = await greyHistogram(made.illustration);
    expect(grey).toMatchObject({ width: 1024, height: 1024 });
    expect(grey.dark).toBeGreaterThan(0.005);
    expect(grey.mid).toBeLessThan(0.05);
    expect((await credits(user)).credits).toBe(2);
  });

  it('turns a photo into clean outlines', async () => {
    const user = await createUserWithSession(t.db);
    const stored = uploadResponse.parse(
      (await storeUpload(user, await photoJpeg(), 'photo.jpg', 'image/jpeg')).json(),
    );
    const res = await makePage(user, { photo: stored.url });
    expect(res.statusCode, res.body).toBe(201);
    const made = page.parse(res.json());
    expect(made.title).toBe('Uploaded page');
    const grey = await greyHistogram(made.illustration);
    // Edges became lines; the flat colour areas became white.
    expect(grey.dark).toBeGreaterThan(0.003);
    expect(grey.dark).toBeLessThan(0.25);
    expect(grey.mid).toBeLessThan(0.05);
  });

  it('refuses hostile files at upload with a clear message', async () => {
    const user = await createUserWithSession(t.db);
    const svg = await storeUpload(user, svgWithScript, 'evil.svg', 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message.length).toBeGreaterThan(10);
    const text = await storeUpload(user, textFile, 'notes.png', 'image/png');
    expect(text.statusCode).toBe(415);
    expect((await credits(user)).credits).toBe(3);
  });

  it("refuses someone else's upload, unknown URLs and users without credits", async () => {
    const alice = await createUserWithSession(t.db);
    const bob = await createUserWithSession(t.db);
    const stored = uploadResponse.parse((await storeUpload(alice, await lineArtPng())).json());
    const stolen = await makePage(bob, { photo: stored.url });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('Upload the image again: we could not find that file.');
    expect((await makePage(bob, { photo: 'https://example.com/cat.png' })).statusCode).toBe(400);

    for (let i = 0; i < 3; i++) expect((await makePage(alice, { photo: stored.url })).statusCode).toBe(201);
    const broke = await makePage(alice, { photo: stored.url });
    expect(broke.statusCode).toBe(403);
    expect(broke.json()).toEqual({ code: 'NO_CREDITS', message: 'No Pages available. Pay more pages.' });
  });
});

/** A photo of nothing in particular: one soft colour, a little noise from the camera. */
const blankPhoto = () =>
  sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#d9c7bf',
      noise: { type: 'gaussian', mean: 0, sigma: 3 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

describe('POST /api/pages/upload/preview', () => {
  it('shows the line art an upload would give without spending a credit', async () => {
    const user = await createUserWithSession(t.db);
    const stored = uploadResponse.parse(
      (await storeUpload(user, await photoJpeg(), 'photo.jpg', 'image/jpeg')).json(),
    );
    const res = await preview(user, { photo: stored.url });
    expect(res.statusCode, res.body).toBe(200);
    const { preview: url } = uploadPreview.parse(res.json());
    const grey = await greyHistogram(url);
    expect(grey).toMatchObject({ width: 1024, height: 1024 });
    expect(grey.dark).toBeGreaterThan(0.003);
    expect(grey.mid).toBeLessThan(0.05);
    expect((await credits(user)).credits).toBe(3);
    // Confirming still makes the page in one call, for one credit.
    expect((await makePage(user, { photo: stored.url })).statusCode).toBe(201);
    expect((await credits(user)).credits).toBe(2);
  });

  it('refuses a near-blank conversion with a clear message, and so does the upload: no credit spent', async () => {
    const user = await createUserWithSession(t.db);
    const stored = uploadResponse.parse(
      (await storeUpload(user, await blankPhoto(), 'wall.jpg', 'image/jpeg')).json(),
    );
    const seen = await preview(user, { photo: stored.url });
    expect(seen.statusCode).toBe(400);
    expect(seen.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: NEAR_BLANK });
    const made = await makePage(user, { photo: stored.url });
    expect(made.statusCode).toBe(400);
    expect(made.json().message).toBe(NEAR_BLANK);
    expect((await credits(user)).credits).toBe(3);
  });

  it("refuses someone else's upload", async () => {
    const alice = await createUserWithSession(t.db);
    const bob = await createUserWithSession(t.db);
    const stored = uploadResponse.parse((await storeUpload(alice, await lineArtPng())).json());
    const res = await preview(bob, { photo: stored.url });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Upload the image again: we could not find that file.');
  });
});
