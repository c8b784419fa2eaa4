import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFNumber,
  PDFRawStream,
  type PDFStream,
} from 'pdf-lib';

/*
 * Reads a built book back for the server's book tests and the books journey: page sizes, the
 * text drawn, and every picture with its pixel size and its printed size, so a test can check
 * the resolution a printer gets.
 */

export interface DrawnImage {
  pixelsWide: number;
  pixelsHigh: number;
  /** Printed size in points (1/72 in). */
  pointsWide: number;
  pointsHigh: number;
  dpi: number;
  /** The middle pixel of a greyscale picture (0 black … 255 white); null for colour pictures. */
  centreGrey: number | null;
  /** A greyscale picture holds only pure black and pure white (re-thresholded line art). */
  blackAndWhite: boolean | null;
}
export interface InspectedPage {
  width: number;
  height: number;
  text: string;
  images: DrawnImage[];
}

const contentOf = (stream: PDFStream) =>
  Buffer.from(
    stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents(),
  ).toString('latin1');

/** `<48656c6c6f> Tj` (how pdf-lib writes standard-font text) back to text. */
const textOf = (content: string) =>
  [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
    .join('\n');

export async function inspectPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages: InspectedPage[] = doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    const contents = page.node.Contents();
    // A blank page (a back) has no content stream at all.
    const streams =
      contents === undefined
        ? []
        : contents instanceof PDFArray
          ? contents.asArray().map((ref) => doc.context.lookup(ref))
          : [contents];
    const content = streams.map((s) => contentOf(s as PDFStream)).join('\n');
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    const images: DrawnImage[] = [];
    // Each picture is drawn in its own q … Q block: the product of its `cm` scales is its size.
    for (const block of content.split(/\bQ\b/)) {
      const name = /\/(\S+)\s+Do/.exec(block)?.[1];
      if (!name || !xobjects) continue;
      let pointsWide = 1;
      let pointsHigh = 1;
      for (const cm of block.matchAll(
        /(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) cm/g,
      )) {
        pointsWide *= Number(cm[1]);
        pointsHigh *= Number(cm[4]);
      }
      const image = doc.context.lookup(xobjects.get(PDFName.of(name))) as PDFStream;
      const pixelsWide = (image.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
      const pixelsHigh = (image.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
      const dpi = Math.min(pixelsWide / (pointsWide / 72), pixelsHigh / (pointsHigh / 72));
      const grey = image.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray');
      const pixels = grey && image instanceof PDFRawStream ? decodePDFRawStream(image).decode() : null;
      const centreGrey = pixels
        ? (pixels[Math.floor(pixelsHigh / 2) * pixelsWide + Math.floor(pixelsWide / 2)] ?? null)
        : null;
      const blackAndWhite = pixels ? pixels.every((value) => value === 0 || value === 255) : null;
      images.push({ pixelsWide, pixelsHigh, pointsWide, pointsHigh, dpi, centreGrey, blackAndWhite });
    }
    return { width, height, text: textOf(content), images };
  });
  return { title: doc.getTitle(), author: doc.getAuthor(), pages };
}
