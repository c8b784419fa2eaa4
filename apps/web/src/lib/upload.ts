import { UPLOAD_MAX_BYTES, uploadExtensions, uploadResponse } from '@colorbook/contract';
import { type ApiResult, type RequestOptions, request } from './api';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** For <input type="file" accept>. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Checks a chosen image before uploading it (the server checks again); null when it is fine. */
export function checkImageFile(
  file: Pick<File, 'type' | 'size'>,
  maxBytes: number = UPLOAD_MAX_BYTES,
): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Please choose a PNG, JPEG or WebP image';
  }
  if (file.size > maxBytes) return `The image must be at most ${megabytes(maxBytes)} MB`;
  return null;
}

type UploadOptions = Pick<RequestOptions<unknown>, 'silent' | 'signal'> & {
  maxBytes?: number;
  /** "WIDTHxHEIGHT" the image may not exceed. */
  dimensions?: string;
};

/**
 * POST /storage/upload (multipart file, extensions, max, dimensions). The result says why it
 * failed, for screens that show it inline (`silent`); `.ok ? .data.url : null` for the rest.
 */
export function uploadImage(file: File, options: UploadOptions = {}): Promise<ApiResult<{ url: string }>> {
  const form = new FormData();
  form.append('extensions', uploadExtensions.join(','));
  form.append('max', String(options.maxBytes ?? UPLOAD_MAX_BYTES));
  if (options.dimensions) form.append('dimensions', options.dimensions);
  // The file goes last: the server reads the text fields before streaming it.
  form.append('file', file, file.name);
  return request('POST', '/storage/upload', {
    body: form,
    schema: uploadResponse,
    timeoutMs: 120_000,
    silent: options.silent,
    signal: options.signal,
  });
}
