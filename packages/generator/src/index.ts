// The generator's public surface: what the server (and anything else making pages) may use.
// Everything else in this package is its own business.
export { automaticColorKey, photoColorKey, uploadColorKey } from './color-key/make-color-key';
export { GeneratorError, type GeneratorErrorKind } from './errors';
export {
  createPageGenerator,
  type GeneratedPage,
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
export {
  checkLineArt,
  LINE_ART_LIMITS,
  type LineArtCheck,
  type LineArtFigures,
  type LineArtProblem,
} from './line-art-check';
export { OUTBOUND_REFUSED_CODE } from './openai-provider';
export { checkPrompt } from './prompt-check';
export { randomFor } from './seeded-random';
export { ALMOST_ALL_INK, NEAR_BLANK, type UploadOptions, uploadToLineArt } from './upload-line-art';
