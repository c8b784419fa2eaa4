import { createHash } from 'node:crypto';
import type { ColorKey } from '@colorbook/contract';
import type { ColourHint } from '../colour-hint';
import { isLineArt } from '../photo-to-line-art';
import { autoColouring } from './auto-colouring';
import { pageGrey, pageRegions } from './page-regions';
import { photoColouring } from './photo-colouring';
import { sourceColouring } from './source-colouring';

/** Seeded by the page's own bytes: the same page always gets the same colours. */
const seedOf = (illustration: Buffer) => createHash('sha256').update(illustration).digest().readUInt32LE(0);

/**
 * The automatic colour key of a finished page (its 1024² line-art PNG): for pages drawn by an
 * image provider, line-art uploads, and pages made before keys existed.
 */
export async function automaticColorKey(illustration: Buffer): Promise<ColorKey> {
  return autoColouring(pageRegions(await pageGrey(illustration)), seedOf(illustration));
}

/** The key of a page made from a photo: the photo's own colours, region by region. */
export async function photoColorKey(photo: Buffer, illustration: Buffer): Promise<ColorKey> {
  return photoColouring(pageRegions(await pageGrey(illustration)), photo);
}

/**
 * The key of a page made from an upload (`source` is what the user uploaded, `illustration`
 * the page uploadToLineArt made of it): a photo's colours, or for line art an automatic one.
 */
export async function uploadColorKey(source: Buffer, illustration: Buffer): Promise<ColorKey> {
  return (await isLineArt(source)) ? automaticColorKey(illustration) : photoColorKey(source, illustration);
}

/**
 * The key of an offline page: the colours of its drawings (OpenMoji's colour versions) and
 * scene parts as the composer placed them (`hint`), the automatic colouring where none covers
 * a region. Seeded by the page's bytes, so the same page always gets the same key.
 */
export async function composedColorKey(illustration: Buffer, hint: ColourHint): Promise<ColorKey> {
  return sourceColouring(pageRegions(await pageGrey(illustration)), hint, seedOf(illustration));
}
