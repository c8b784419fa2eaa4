import {
  BOOK_PAGE_POINTS,
  BOOK_TOO_MANY_PAGES,
  type Book,
  book as bookSchema,
  booksPage,
} from '@colorbook/contract';
import { inspectPdf } from '@colorbook/test-servers/pdf-inspect';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorings, plans, profiles, storedFiles, users } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage } from '../../test/page-helpers';
import { saveColoring } from '../../test/share-helpers';
import { createStorageService } from '../storage/storage.service';
import { createObjectStorage } from '../storage/storage-factory';
import { insertBook } from './books.repo';
import { MAX_BOOKS_PER_USER, ONE_BUILD_AT_A_TIME, TOO_MANY_BOOKS } from './books.service';

/*
 * Colouring books (issue 22): who may build, read, download and delete a book, what a request
 * may ask for, and the PDF itself (page count, paper size, title, ≥ 300 dpi pictures).
 */

let t: TestApp;
let paid: UserWithSession;
let free: UserWithSession;
let other: UserWithSession;
let pageIds: number[];
let blockedPageId: number;
let othersColoringId: number;

/** A ring: the middle of the picture is white paper. */
const RING_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/><circle cx="512" cy="512" r="320" fill="none" stroke="#000" stroke-width="8"/></svg>`;
/** A filled square: the middle of the picture is black. */
const SQUARE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/><rect x="312" y="312" width="400" height="400" fill="#000"/></svg>`;

async function store(t: TestApp, data: Buffer, extension: 'png' | 'svg'): Promise<string> {
  const storage = createStorageService(t.db, createObjectStorage(t.config));
  const contentType = extension === 'png' ? 'image/png' : 'image/svg+xml';
  return (await storage.storeObject({ ownerId: null, purpose: 'illustration', data, contentType, extension }))
    .url;
}

/** 1024-pixel line art like a generated page's, stored where the app reads it. */
const storedLineArt = async (t: TestApp) =>
  store(t, await sharp(Buffer.from(RING_SVG)).png().toBuffer(), 'png');

beforeAll(async () => {
  t = await createTestApp();
  paid = await createUserWithSession(t.db, { name: 'Paula Paid' });
  free = await createUserWithSession(t.db, { name: 'Fred Free' });
  other = await createUserWithSession(t.db, { name: 'Otto Other' });
  const [starter] = await t.db.select().from(plans).where(eq(plans.name, 'starter'));
  await t.db.update(users).set({ planId: starter?.id }).where(eq(users.id, paid.user.id));
  const illustration = await storedLineArt(t);
  pageIds = [];
  for (const title of ['A whale', 'A lighthouse', 'A crab']) {
    pageIds.push((await seedPage(t.db, other.user.id, { title, illustration })).id);
  }
  blockedPageId = (await seedPage(t.db, other.user.id, { title: 'Gone page', illustration, blocked: true }))
    .id;
  othersColoringId = await saveColoring(t, other, pageIds[0] as number);
  await saveColoring(t, paid, pageIds[1] as number);
  await saveColoring(t, free, pageIds[1] as number);
});
afterAll(() => t?.close());

const post = (who: UserWithSession | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/books',
    headers: who?.headers ?? {},
    payload: payload as object,
  });

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Under the sea',
  size: 'a4',
  pages: pageIds.map((pageId) => ({ pageId, colored: false })),
  ...overrides,
});

async function built(who: UserWithSession, id: string): Promise<Book> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/books/${id}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    const book = bookSchema.parse(res.json());
    if (book.status === 'succeeded' || book.status === 'failed') return book;
    if (Date.now() > deadline) throw new Error(`book ${id} still ${book.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('POST /api/books', () => {
  it('needs a signed-in user', async () => {
    expect((await post(null, body())).statusCode).toBe(401);
  });

  it('refuses more than 40 pages, no pages, a bad size or margins under 12 mm', async () => {
    const many = Array.from({ length: 41 }, (_, i) => ({ pageId: pageIds[i % 3], colored: false }));
    const tooMany = await post(paid, body({ pages: many }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(BOOK_TOO_MANY_PAGES);
    expect((await post(paid, body({ pages: [] }))).statusCode).toBe(400);
    expect((await post(paid, body({ size: 'a3' }))).statusCode).toBe(400);
    expect((await post(paid, body({ marginMm: 10 }))).statusCode).toBe(400);
    expect((await post(paid, body({ title: '' }))).statusCode).toBe(400);
  });

  it('refuses a blocked or missing page, naming it', async () => {
    const blocked = await post(paid, body({ pages: [{ pageId: blockedPageId, colored: false }] }));
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toContain('Gone page');
    const missing = await post(paid, body({ pages: [{ pageId: 999_999, colored: false }] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('999999');
  });

  it("refuses another user's colouring (403) and a colouring the user never made (400)", async () => {
    const foreign = await post(
      paid,
      body({ pages: [{ pageId: pageIds[0], colored: true, coloredId: othersColoringId }] }),
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toContain('A whale');
    const none = await post(paid, body({ pages: [{ pageId: pageIds[0], colored: true }] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('A whale');
  });
});

describe('the number of books', () => {
  it(`is capped at ${MAX_BOOKS_PER_USER} per user (409 asking to delete one)`, async () => {
    const keeper = await createUserWithSession(t.db);
    for (let i = 0; i < MAX_BOOKS_PER_USER; i++) {
      const spec = {
        pages: [],
        author: '',
        dedication: null,
        backs: false,
        cover: 0,
        theme: 'ink',
        marginMm: 15,
        pageNumbers: true,
      };
      await insertBook(t.db, {
        userId: keeper.user.id,
        title: `Old ${i}`,
        size: 'a4',
        spec,
        pageCount: 1,
        status: 'failed',
      });
    }
    const res = await post(keeper, body());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TOO_MANY_BOOKS);
  });
});

describe('a built book', () => {
  let bookId: string;

  it('builds an A4 book with a coloured page, a dedication and backs, at 300 dpi or more', async () => {
    const pages = [
      { pageId: pageIds[0], colored: false },
      { pageId: pageIds[1], colored: true },
      { pageId: pageIds[2], colored: false },
    ];
    const res = await post(
      paid,
      body({ pages, dedication: 'For Nana', backs: true, cover: 1, theme: 'ocean' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    bookId = bookSchema.parse(res.json()).id;
    const book = await built(paid, bookId);
    expect(book).toMatchObject({ status: 'succeeded', url: `/api/books/${bookId}/file`, pdf_pages: 8 });

    const file = await t.app.inject({ method: 'GET', url: book.url as string, headers: paid.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await inspectPdf(file.rawPayload);
    // Cover + dedication + 3 pages + 3 backs.
    expect(pdf.pages).toHaveLength(8);
    expect(pdf.title).toBe('Under the sea');
    expect(pdf.pages[0]?.text).toContain('Under the sea');
    expect(pdf.pages[0]?.text).toContain('by Paula Paid');
    expect(pdf.pages[1]?.text).toContain('For Nana');
    for (const page of pdf.pages) {
      expect(page.width).toBeCloseTo(BOOK_PAGE_POINTS.a4.width, 2);
      expect(page.height).toBeCloseTo(BOOK_PAGE_POINTS.a4.height, 2);
    }
    const pictures = pdf.pages.flatMap((page) => page.images);
    expect(pictures).toHaveLength(4);
    for (const picture of pictures) expect(picture.dpi).toBeGreaterThanOrEqual(300);
    // Backs are blank.
    expect(pdf.pages[3]?.images).toHaveLength(0);
  });

  it('is listed for its owner only, and nobody else reads it (404)', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/books/paginate', headers: paid.headers });
    expect(booksPage.parse(list.json()).data.map((b) => b.id)).toContain(bookId);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/books/paginate', headers: other.headers });
    expect(booksPage.parse(theirs.json()).data).toHaveLength(0);
    for (const url of [`/api/books/${bookId}`, `/api/books/${bookId}/file`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    }
    const del = await t.app.inject({ method: 'DELETE', url: `/api/books/${bookId}`, headers: other.headers });
    expect(del.statusCode).toBe(404);
  });

  it('builds a Letter book for a free user, who may not download it (NO_PAID_PLAN)', async () => {
    const res = await post(free, body({ size: 'letter', pages: [{ pageId: pageIds[1], colored: true }] }));
    expect(res.statusCode, res.body).toBe(200);
    const book = await built(free, bookSchema.parse(res.json()).id);
    expect(book.status).toBe('succeeded');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/books/${book.id}/file`,
      headers: free.headers,
    });
    expect(file.statusCode).toBe(403);
    expect(file.json()).toEqual({
      code: 'NO_PAID_PLAN',
      message: 'Download is only available on the paid plan.',
    });
  });

  it('prints an offline page from its SVG source, and a raster page from its re-thresholded PNG', async () => {
    const illustration = await storedLineArt(t);
    const lineArtSvgUrl = await store(t, Buffer.from(SQUARE_SVG), 'svg');
    const vector = await seedPage(t.db, other.user.id, {
      title: 'A vector page',
      illustration,
      lineArtSvgUrl,
    });
    const pages = [
      { pageId: vector.id, colored: false },
      { pageId: pageIds[2], colored: false },
    ];
    const res = await post(paid, body({ size: 'letter', pages, pageNumbers: false }));
    const book = await built(paid, bookSchema.parse(res.json()).id);
    expect(book.status, book.error ?? '').toBe('succeeded');
    const file = await t.app.inject({ method: 'GET', url: book.url as string, headers: paid.headers });
    const pdf = await inspectPdf(file.rawPayload);
    expect(pdf.pages).toHaveLength(3);
    for (const page of pdf.pages) expect([page.width, page.height]).toEqual([612, 792]);
    const [fromSvg, fromPng] = [pdf.pages[1]?.images[0], pdf.pages[2]?.images[0]];
    // The square of the SVG, not the ring of the PNG; the PNG's lines are pure black and white.
    expect(fromSvg?.centreGrey).toBe(0);
    expect(fromPng?.centreGrey).toBe(255);
    expect(fromPng?.blackAndWhite).toBe(true);
    expect(fromSvg?.dpi).toBeGreaterThanOrEqual(300);
    expect(fromPng?.dpi).toBeGreaterThanOrEqual(300);
  });

  it('deletes the book with its file', async () => {
    const storage = createStorageService(t.db, createObjectStorage(t.config));
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/books/${bookId}/file`,
      headers: paid.headers,
    });
    expect(file.statusCode).toBe(200);
    const [row] = await t.db.select().from((await import('../../db/schema')).books);
    const stored = row?.file ? await storage.findByUrl(row.file) : null;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/books/${bookId}`, headers: paid.headers });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/books/${bookId}`, headers: paid.headers })).statusCode,
    ).toBe(404);
    if (stored) expect(await storage.open(stored.key)).toBeNull();
  });
});

/** The colour JPEGs drawn in a PDF (colourings), decoded: their mean red, green and blue. */
async function colourPictures(pdfBytes: Uint8Array) {
  const { PDFDocument, PDFName, PDFRawStream } = await import('pdf-lib');
  const doc = await PDFDocument.load(pdfBytes);
  const means: Array<{ r: number; g: number; b: number }> = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (
      !(object instanceof PDFRawStream) ||
      object.dict.get(PDFName.of('Filter')) !== PDFName.of('DCTDecode')
    )
      continue;
    const { channels } = await sharp(Buffer.from(object.contents)).stats();
    means.push({ r: channels[0]?.mean ?? 0, g: channels[1]?.mean ?? 0, b: channels[2]?.mean ?? 0 });
  }
  return means;
}

/** Asks for a book and waits for its build; the book and its PDF's bytes (when it succeeded). */
async function buildFor(who: UserWithSession, overrides: Record<string, unknown>) {
  const res = await post(who, body(overrides));
  expect(res.statusCode, res.body).toBe(200);
  const book = await built(who, bookSchema.parse(res.json()).id);
  if (book.status !== 'succeeded') return { book, pdf: null };
  const file = await t.app.inject({ method: 'GET', url: book.url as string, headers: who.headers });
  return { book, pdf: file.rawPayload };
}

/** A new user on the paid plan (who may download books). */
async function paidUser(): Promise<UserWithSession> {
  const who = await createUserWithSession(t.db);
  const [starter] = await t.db.select().from(plans).where(eq(plans.name, 'starter'));
  await t.db.update(users).set({ planId: starter?.id }).where(eq(users.id, who.user.id));
  return who;
}

describe('what a book may cost (issue 38)', () => {
  it('builds one book at a time per user: two asked together, one is queued, the other 409', async () => {
    const eager = await createUserWithSession(t.db);
    const one = { pages: [{ pageId: pageIds[0], colored: false }] };
    const answers = await Promise.all([post(eager, body(one)), post(eager, body(one))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json()).toEqual({ code: 'CONFLICT', message: ONE_BUILD_AT_A_TIME });
    // Once it is built, the next one may be asked for.
    const queued = answers.find((res) => res.statusCode === 200);
    expect((await built(eager, bookSchema.parse(queued?.json()).id)).status).toBe('succeeded');
    expect((await post(eager, body(one))).statusCode).toBe(200);
  });

  it('takes at most 12 book requests an hour from one user (a create-and-delete loop included)', async () => {
    const looper = await createUserWithSession(t.db);
    // Refused requests (the cover is not one of the pages) cost no build, but count all the same.
    const bad = body({ cover: 5 });
    for (let i = 0; i < 12; i++) expect((await post(looper, bad)).statusCode).toBe(400);
    const res = await post(looper, body());
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('stores a page repeated 40 times once: the book is at most 3× a one-page book', async () => {
    const printer = await paidUser();
    const page = { pageId: pageIds[2], colored: false };
    const once = await buildFor(printer, { pages: [page] });
    const forty = await buildFor(printer, { pages: Array.from({ length: 40 }, () => page) });
    expect(once.pdf && forty.pdf).toBeTruthy();
    const ratio = (forty.pdf?.length ?? 0) / (once.pdf?.length ?? 1);
    expect(
      ratio,
      `40 copies: ${forty.pdf?.length} bytes, one: ${once.pdf?.length} bytes`,
    ).toBeLessThanOrEqual(3);
    // 41 pages (cover and 40), the picture stored once for the pages and once for the cover.
    const { PDFDocument, PDFName, PDFRawStream } = await import('pdf-lib');
    const doc = await PDFDocument.load(forty.pdf as Buffer);
    expect(doc.getPageCount()).toBe(41);
    const images = doc.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images).toHaveLength(2);
  });

  it('counts book files in the storage quota: a book that does not fit fails with a storage message', async () => {
    const hoarder = await createUserWithSession(t.db);
    // Uploads that leave 1 KB of the quota free: the book is far bigger than that.
    const quotaBytes = t.config.STORAGE_QUOTA_MB * 1024 * 1024;
    await t.db.insert(storedFiles).values({
      key: `upload/test/${hoarder.user.id}.png`,
      ownerId: hoarder.user.id,
      contentType: 'image/png',
      bytes: quotaBytes - 1024,
      purpose: 'upload',
    });
    const { book } = await buildFor(hoarder, { pages: [{ pageId: pageIds[0], colored: false }] });
    expect(book.status).toBe('failed');
    expect(book.error).toMatch(
      /^This book \(\d+\.\d MB\) does not fit in your storage\. Delete a book you no longer need, then build this one again\.$/,
    );
    expect(book.url).toBeNull();
    const kept = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerId, hoarder.user.id));
    expect(kept.map((file) => file.purpose)).toEqual(['upload']);
    // Once full, a new book is refused at once (413).
    await t.db.update(storedFiles).set({ bytes: quotaBytes }).where(eq(storedFiles.ownerId, hoarder.user.id));
    expect((await post(hoarder, body())).statusCode).toBe(413);
  });

  it("prints the colouring picked by its id, a child's too, not the adult's", async () => {
    const parent = await paidUser();
    const pageId = pageIds[0] as number;
    // The adult's colouring: the upload helper's picture. The child's: solid red.
    await saveColoring(t, parent, pageId);
    const [child] = await t.db
      .insert(profiles)
      .values({
        userId: parent.user.id,
        name: 'Mia',
        avatarColor: '#FFD35C',
        avatarAnimal: 'fox',
        ageBand: '6-8',
      })
      .returning();
    const red = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const photo = await store(t, red, 'png');
    const [childColoring] = await t.db
      .insert(colorings)
      .values({ userId: parent.user.id, pageId, profileId: child?.id, photo, preview: photo })
      .returning();
    const picked = { pageId, colored: true, coloredId: childColoring?.id };
    const { book, pdf } = await buildFor(parent, { pages: [picked] });
    expect(book.status, book.error ?? '').toBe('succeeded');
    const pictures = await colourPictures(pdf as Buffer);
    // The cover and the page both show the child's red.
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) {
      expect(picture.r).toBeGreaterThan(200);
      expect(picture.g).toBeLessThan(60);
      expect(picture.b).toBeLessThan(60);
    }
  });
});
