// The generator's public surface: what the server (and anything else making pages) may use.
// Everything else in this package is its own business.
export { GeneratorError, type GeneratorErrorKind } from './errors';
export {
  createPageGenerator,
  type GenerateOptions,
  type GeneratorSettings,
  type PageGenerator,
} from './generator';
export {
  contentTypeOf,
  extensionOf,
  type ImageType,
  imageTypes,
  labelOf,
  sniffImageType,
} from './image-sniff';
export { checkPrompt } from './prompt-check';
export { randomFor } from './seeded-random';
export { ALMOST_ALL_INK, NEAR_BLANK, uploadToLineArt } from './upload-line-art';
