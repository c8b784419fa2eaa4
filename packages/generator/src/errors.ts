/**
 * The generator's own failures, in its own terms: it knows nothing of HTTP. A caller maps each
 * kind onto its errors (the server's page-image maker turns them into AppError codes).
 * - `invalid-input`: the prompt, picture or upload cannot become a page; the message says why.
 * - `provider-failed`: the image provider failed or timed out; trying again may work.
 * - `provider-unavailable`: the provider is not set up or out of quota; an admin must act.
 */
export type GeneratorErrorKind = 'invalid-input' | 'provider-failed' | 'provider-unavailable';

export class GeneratorError extends Error {
  override name = 'GeneratorError';
  readonly kind: GeneratorErrorKind;

  constructor(kind: GeneratorErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.kind = kind;
  }
}

export const invalidInput = (message: string, cause?: unknown) =>
  new GeneratorError('invalid-input', message, { cause });
