import { buffer } from 'node:stream/consumers';
import type { BookSize } from '@colorbook/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StorageService } from '../storage/storage.service';
import {
  aspectOf,
  coloredForPrint,
  fitInside,
  lineArtForPrint,
  type PrintImage,
  printPixels,
  svgLineArtForPrint,
} from './book-images';
import { coverPictureBox, createBookPdf, pagePictureBox } from './book-pdf';
import type { BookSpec } from './book-spec';
import { findBookSources, findColoringOwner } from './books.repo';

/*
 * Builds one book's PDF (loaded on first use by the runner, so the server starts without the
 * image and PDF libraries). Pages are read again here: one blocked or a colouring deleted since
 * the request fails the build with a message naming the page.
 */

/**
 * SEAM (vector line art): an offline page's SVG, when the pages module can give it (another
 * part of issue 22 adds `line_art_svg_url` and a loader). Null means "use the raster".
 */
export type LineArtSvgLoader = (pageId: number) => Promise<string | Buffer | null>;

export interface BuildInput {
  userId: number;
  title: string;
  size: BookSize;
  spec: BookSpec;
}

const pageName = (page: { id: number; title: string; prompt: string }) =>
  `“${page.title || page.prompt || `page ${page.id}`}”`;

export async function buildBookPdf(
  deps: { db: Db; storage: StorageService; lineArtSvg?: LineArtSvgLoader },
  input: BuildInput,
  onProgress: (percent: number) => void,
): Promise<{ pdf: Buffer; pdfPages: number }> {
  const { db, storage, lineArtSvg } = deps;
  const { spec } = input;
  const ids = [...new Set(spec.pages.map((p) => p.pageId))];
  const sources = new Map((await findBookSources(db, input.userId, ids)).map((row) => [row.id, row]));

  async function read(url: string): Promise<Buffer> {
    const file = await storage.findByUrl(url);
    const object = file ? await storage.open(file.key) : null;
    if (!object) throw new AppError('NOT_FOUND', 'A picture of this book is missing from storage.');
    return buffer(object.body);
  }

  /** The stored picture of a colouring the user picked by its id (a child's too), or null. */
  async function pickedColoring(coloredId: number, pageId: number): Promise<string | null> {
    const coloring = await findColoringOwner(db, coloredId);
    return coloring && coloring.userId === input.userId && coloring.pageId === pageId ? coloring.photo : null;
  }

  /** The picture of a choice, made for a box of `box` points at print resolution. */
  async function makePicture(choice: BookSpec['pages'][number], box: { width: number; height: number }) {
    const page = sources.get(choice.pageId);
    if (!page || page.blocked) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Page ${page ? pageName(page) : choice.pageId} is no longer available.`,
      );
    }
    if (choice.colored || choice.coloredId !== undefined) {
      const photo =
        choice.coloredId !== undefined ? await pickedColoring(choice.coloredId, page.id) : page.coloringPhoto;
      if (!photo) throw new AppError('VALIDATION_ERROR', `Your colouring of ${pageName(page)} was deleted.`);
      const bytes = await read(photo);
      const size = fitInside(await aspectOf(bytes), box.width, box.height);
      return coloredForPrint(bytes, printPixels(size.width), printPixels(size.height));
    }
    const svg = lineArtSvg ? await lineArtSvg(page.id) : null;
    const source = svg ? Buffer.from(svg) : await read(page.illustration);
    const size = fitInside(await aspectOf(source), box.width, box.height);
    const [width, height] = [printPixels(size.width), printPixels(size.height)];
    return svg ? svgLineArtForPrint(source, width, height) : lineArtForPrint(source, width, height);
  }

  /**
   * Each distinct picture is made once per box: a page repeated in the book is the same
   * PrintImage, which the PDF embeds once (book-pdf.ts).
   */
  const made = new Map<string, Promise<PrintImage>>();
  function picture(choice: BookSpec['pages'][number], box: { width: number; height: number }) {
    const key = JSON.stringify([choice.pageId, Boolean(choice.colored), choice.coloredId ?? null, box]);
    let image = made.get(key);
    if (!image) {
      image = makePicture(choice, box);
      made.set(key, image);
    }
    return image;
  }

  const layout = {
    size: input.size,
    marginMm: spec.marginMm,
    title: input.title,
    author: spec.author,
    dedication: spec.dedication,
    theme: spec.theme,
    pageNumbers: spec.pageNumbers,
    backs: spec.backs,
  };
  const pdf = await createBookPdf(layout);
  const coverChoice = spec.pages[spec.cover] ?? spec.pages[0];
  const cover: PrintImage | null = coverChoice ? await picture(coverChoice, coverPictureBox(layout)) : null;
  await pdf.addCover(cover);
  pdf.addDedication();
  const box = pagePictureBox(layout);
  for (const [index, choice] of spec.pages.entries()) {
    await pdf.addColoringPage(await picture(choice, box), index + 1);
    onProgress(5 + Math.round((90 * (index + 1)) / spec.pages.length));
  }
  return { pdf: await pdf.save(), pdfPages: pdf.pageCount() };
}
