import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import { BOOK_PAGE_POINTS, BOOK_THEME_COLOURS, type BookSize, type BookTheme } from '@colorbook/contract';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFFont,
  PDFImage,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { fitInside, type PrintImage } from './book-images';

/*
 * The book's PDF (pdf-lib): cover, optional dedication, the colouring pages (each optionally
 * followed by a blank back), all at the chosen paper size with margins printers reach.
 * Pictures come ready for print (book-images.ts); line art goes in as lossless greyscale,
 * deflated with Node's zlib (pdf-lib's own PNG path decodes and deflates in JavaScript,
 * several times slower on a 2000-pixel page).
 */

export interface BookLayout {
  size: BookSize;
  marginMm: number;
  title: string;
  author: string;
  dedication: string | null;
  theme: BookTheme;
  pageNumbers: boolean;
  backs: boolean;
}

const MM = 72 / 25.4;
/** Off the event loop: a 2000-pixel page takes tens of milliseconds to deflate. */
const deflateAsync = promisify(deflate);
/** Room under a colouring page's picture for its number. */
const FOOTER_MM = 9;

type Rgb = ReturnType<typeof rgb>;
const hex = (value: string): Rgb =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );

const pageSize = (size: BookSize): [number, number] => {
  const { width, height } = BOOK_PAGE_POINTS[size];
  return [width, height];
};

/** The box a colouring page's picture fits in, in points. */
export function pagePictureBox(layout: Pick<BookLayout, 'size' | 'marginMm' | 'pageNumbers'>) {
  const [width, height] = pageSize(layout.size);
  const margin = layout.marginMm * MM;
  const footer = layout.pageNumbers ? FOOTER_MM * MM : 0;
  return { width: width - 2 * margin, height: height - 2 * margin - footer };
}

/** The box of the cover picture, in points: below the title, above the author line. */
export function coverPictureBox(layout: Pick<BookLayout, 'size' | 'marginMm'>) {
  const [width, height] = pageSize(layout.size);
  const inner = width - 2 * layout.marginMm * MM;
  return { width: inner * 0.72, height: height * 0.42 };
}

/** Keeps only characters the standard fonts can draw (WinAnsi); the metadata keeps the rest. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  const kept = [...text.normalize('NFC')]
    .filter((c) => known.has(c.codePointAt(0) ?? 0) || c === ' ')
    .join('');
  return kept.replace(/\s+/g, ' ').trim();
}

function wrap(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function centredLines(
  page: PDFPage,
  lines: string[],
  o: { font: PDFFont; size: number; top: number; color: Rgb },
) {
  const { width } = page.getSize();
  lines.forEach((line, i) => {
    const lineWidth = o.font.widthOfTextAtSize(line, o.size);
    page.drawText(line, {
      x: (width - lineWidth) / 2,
      y: o.top - o.size - i * o.size * 1.2,
      size: o.size,
      font: o.font,
      color: o.color,
    });
  });
  return o.top - lines.length * o.size * 1.2;
}

type Embedded = PDFImage | { tag: string; ref: PDFRef };

/**
 * Each picture is embedded once and drawn wherever it is used: a page repeated in a book (or
 * the cover's picture printed again inside) adds a page that points at the same image object,
 * not the image again (decision 0038). Keyed by the picture itself (book-build.ts makes each
 * one once). Line art goes in as a deflated greyscale XObject, a colouring as its JPEG.
 */
function imageEmbedder(doc: PDFDocument) {
  let images = 0;
  const embedded = new WeakMap<PrintImage, Embedded>();
  return async (image: PrintImage): Promise<Embedded> => {
    const known = embedded.get(image);
    if (known) return known;
    let made: Embedded;
    if (image.kind === 'jpeg') {
      made = await doc.embedJpg(image.bytes);
    } else {
      const stream = doc.context.stream(await deflateAsync(image.pixels), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: image.width,
        Height: image.height,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
      });
      images += 1;
      made = { tag: `LineArt${images}`, ref: doc.context.register(stream) };
    }
    embedded.set(image, made);
    return made;
  };
}

export async function createBookPdf(layout: BookLayout) {
  const doc = await PDFDocument.create();
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
  ]);
  const margin = layout.marginMm * MM;
  const [pageWidth, pageHeight] = pageSize(layout.size);
  const inner = pageWidth - 2 * margin;
  const embed = imageEmbedder(doc);

  /** Draws a print-ready picture centred in a box (x, y: the box's lower left corner). */
  async function drawPicture(
    page: PDFPage,
    image: PrintImage,
    box: { x: number; y: number; width: number; height: number },
  ) {
    const drawn = fitInside(image.width / image.height, box.width, box.height);
    const x = box.x + (box.width - drawn.width) / 2;
    const y = box.y + (box.height - drawn.height) / 2;
    const object = await embed(image);
    if (object instanceof PDFImage) {
      page.drawImage(object, { x, y, width: drawn.width, height: drawn.height });
      return;
    }
    const name = page.node.newXObject(object.tag, object.ref);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(drawn.width, 0, 0, drawn.height, x, y),
      drawObject(name),
      popGraphicsState(),
    );
  }

  doc.setTitle(layout.title, { showInWindowTitleBar: true });
  doc.setAuthor(layout.author);
  doc.setCreator('Colorbook');
  doc.setProducer('Colorbook (pdf-lib)');
  doc.setSubject('A colouring book');

  return {
    async addCover(picture: PrintImage | null) {
      const page = doc.addPage([pageWidth, pageHeight]);
      const theme = BOOK_THEME_COLOURS[layout.theme];
      const ink = hex(theme.text);
      // The coloured panel stays inside the margins: home printers cannot print to the edge.
      page.drawRectangle({
        x: margin,
        y: margin,
        width: inner,
        height: pageHeight - 2 * margin,
        color: hex(theme.panel),
      });
      const title = drawable(bold, layout.title) || 'My colouring book';
      let size = 40;
      let lines = wrap(bold, title, size, inner - 40);
      while (
        (lines.length > 3 || lines.some((l) => bold.widthOfTextAtSize(l, size) > inner - 40)) &&
        size > 18
      ) {
        size -= 2;
        lines = wrap(bold, title, size, inner - 40);
      }
      const titleBottom = centredLines(page, lines, {
        font: bold,
        size,
        top: pageHeight - margin - 36,
        color: ink,
      });
      const box = coverPictureBox(layout);
      const pictureTop = titleBottom - 24;
      if (picture) {
        const frame = { x: (pageWidth - box.width) / 2, y: pictureTop - box.height, ...box };
        page.drawRectangle({
          ...frame,
          x: frame.x - 8,
          y: frame.y - 8,
          width: frame.width + 16,
          height: frame.height + 16,
          color: rgb(1, 1, 1),
        });
        await drawPicture(page, picture, frame);
      }
      const author = drawable(regular, layout.author);
      if (author) {
        centredLines(page, wrap(regular, `by ${author}`, 20, inner - 40), {
          font: regular,
          size: 20,
          top: pictureTop - box.height - 36,
          color: ink,
        });
      }
      const credit = 'Made with Colorbook';
      page.drawText(credit, {
        x: (pageWidth - italic.widthOfTextAtSize(credit, 10)) / 2,
        y: margin + 16,
        size: 10,
        font: italic,
        color: ink,
      });
    },

    addDedication() {
      const text = layout.dedication ? drawable(italic, layout.dedication) : '';
      if (!text) return;
      const page = doc.addPage([pageWidth, pageHeight]);
      const lines = wrap(italic, text, 20, inner * 0.8);
      centredLines(page, lines, {
        font: italic,
        size: 20,
        top: pageHeight * 0.62,
        color: rgb(0.15, 0.15, 0.2),
      });
    },

    /** A colouring page (number `number`), then its blank back when asked for. */
    async addColoringPage(picture: PrintImage, number: number) {
      const page = doc.addPage([pageWidth, pageHeight]);
      const box = pagePictureBox(layout);
      const footer = layout.pageNumbers ? FOOTER_MM * MM : 0;
      await drawPicture(page, picture, { x: margin, y: margin + footer, ...box });
      if (layout.pageNumbers) {
        const label = String(number);
        page.drawText(label, {
          x: (pageWidth - regular.widthOfTextAtSize(label, 10)) / 2,
          y: margin + 2,
          size: 10,
          font: regular,
          color: rgb(0.3, 0.3, 0.3),
        });
      }
      if (layout.backs) doc.addPage([pageWidth, pageHeight]);
    },

    pageCount: () => doc.getPageCount(),
    save: async () => Buffer.from(await doc.save()),
  };
}
