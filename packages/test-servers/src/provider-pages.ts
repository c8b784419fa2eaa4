import sharp from 'sharp';
import {
  cleanDrawing,
  colouredDrawing,
  greyShadedDrawing,
  solidBlackDrawing,
} from './test-pictures-line-art-check';

/**
 * What an image model may draw for a colouring page, for scripting the OpenAI stand-in's
 * `imageSequence`: a good page, the same page shaded grey or coloured in (both cleanable),
 * with its roof and tree filled black (cleanable: the fills become outlines), and a solid black
 * silhouette filling the page, which no cleaning turns into a page.
 */
export type ProviderPageKind = 'good' | 'grey' | 'coloured' | 'solid-black-fills' | 'solid-black';

/** A black disc over most of the page: a silhouette, not line art. */
const silhouette = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/><circle cx="512" cy="540" r="400" fill="#000"/><circle cx="330" cy="170" r="120" fill="#000"/><circle cx="694" cy="170" r="120" fill="#000"/></svg>',
    ),
  )
    .png()
    .toBuffer();

const makers: Record<ProviderPageKind, () => Promise<Buffer>> = {
  good: cleanDrawing,
  grey: greyShadedDrawing,
  coloured: colouredDrawing,
  'solid-black-fills': solidBlackDrawing,
  'solid-black': silhouette,
};

export const providerPage = (kind: ProviderPageKind): Promise<Buffer> => makers[kind]();
