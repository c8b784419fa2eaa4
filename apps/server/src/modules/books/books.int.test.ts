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
import { plans, users } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage } from '../../test/page-helpers';
import { saveColoring } from '../../test/share-helpers';
import { createStorageService } from '../storage/storage.service';
import { createObjectStorage } from '../storage/storage-factory';
import { insertBook } from './books.repo';
import { MAX_BOOKS_PER_USER, TOO_MANY_BOOKS } from './books.service';

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
