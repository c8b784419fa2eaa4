import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderGrey } from './render-grey';

const withSharp = async (svg: string) =>
  new Uint8Array(
    await sharp(Buffer.from(svg))
      .flatten({ background: '#ffffff' })
      .greyscale()
      .extractChannel(0)
      .raw()
      .toBuffer(),
  );
const page = (body: string, background = '<rect width="100%" height="100%" fill="#fff"/>') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">${background}${body}</svg>`;

describe('renderGrey', () => {
  it('gives the pixels sharp gives for black, white and grey pages', async () => {
    const svg = page(
      '<circle cx="150" cy="150" r="90" fill="#fff" stroke="#000" stroke-width="7"/>' +
        '<path d="M20 280 Q150 180 280 280" fill="none" stroke="#000" stroke-width="3"/>' +
        '<rect x="30" y="30" width="60" height="40" fill="#9a9a9a" stroke="#333" stroke-width="2"/>',
    );
    expect(await renderGrey(svg)).toEqual(await withSharp(svg));
  });

  it('falls back to sharp for colour and transparency', async () => {
    const coloured = page('<circle cx="150" cy="150" r="90" fill="#3d86c6" stroke="#000" stroke-width="5"/>');
    expect(await renderGrey(coloured)).toEqual(await withSharp(coloured));
    const seeThrough = page(
      '<circle cx="150" cy="150" r="90" fill="#888" stroke="#000" stroke-width="5"/>',
      '',
    );
    expect(await renderGrey(seeThrough)).toEqual(await withSharp(seeThrough));
  });
});
