import { findTextProblem, UPLOAD_MAX_BYTES, type UploadFields, uploadFields } from '@colorbook/contract';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, isAppError } from '../../errors';
import { tooLarge } from './image-normalise';

/**
 * For `app.register(multipart, multipartOptions)` in any module that takes an upload. The
 * file limit makes busboy stop buffering at 10 MB whatever the request claims; the other
 * limits keep a request from smuggling thousands of parts or megabyte "fields".
 */
export const multipartOptions: FastifyMultipartOptions = {
  throwFileSizeLimit: true,
  limits: {
    fileSize: UPLOAD_MAX_BYTES,
    files: 1,
    fields: 10,
    fieldSize: 1024,
    fieldNameSize: 100,
    parts: 12,
    headerPairs: 50,
  },
};

/** Boundaries, part headers and the small fields; far more than any honest request needs. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface MultipartUpload {
  /** The `file` part's bytes, or null when there is none (or it is an empty, unnamed part). */
  file: Buffer | null;
  /** Text fields by name; a repeated field keeps every value. */
  fields: Record<string, string[]>;
}

/**
 * Reads a multipart request into memory: one file field `file` (at most 10 MB) and small text
 * fields. Errors are AppErrors: 413 over the size cap, 415 when the request is not
 * multipart, 400 for a broken or overfull form.
 */
export async function readMultipartUpload(request: FastifyRequest): Promise<MultipartUpload> {
  // A declared length far over the cap is refused before a byte is buffered.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) {
    throw tooLarge(UPLOAD_MAX_BYTES);
  }
  let file: Buffer | null = null;
  const fields: Record<string, string[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const data = await part.toBuffer();
        // What a browser sends for a file input left empty.
        file = data.length === 0 && part.filename === '' ? null : data;
      } else {
        if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long.`);
        // The same text rule as every JSON body and query (plugins/text-guard.ts).
        const problem = findTextProblem({ [part.fieldname]: String(part.value) }, { multiline: false });
        if (problem) throw badRequest(`${problem.path || 'The upload'}: ${problem.message}.`);
        fields[part.fieldname] ??= [];
        fields[part.fieldname]?.push(String(part.value));
      }
    }
  } catch (error) {
    throw toUploadError(error);
  }
  return { file, fields };
}

function toUploadError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(UPLOAD_MAX_BYTES);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the image as multipart/form-data, in a field named "file".',
      );
    case 'FST_FILES_LIMIT':
      return badRequest('Send one file per upload.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('The upload has too many fields.');
    default:
      // Busboy's own errors (cut-off body, malformed part headers, missing boundary) carry no code.
      return new AppError('VALIDATION_ERROR', 'The upload is incomplete or is not valid multipart data.', {
        cause: error,
      });
  }
}

/** Empty values count as not sent: form helpers often append every key, set or not. */
const blank = (value: string | undefined) =>
  value === undefined || ['', 'undefined', 'null'].includes(value.trim()) ? undefined : value.trim();

/** The `extensions`, `max` and `dimensions` fields, checked with the contract's schema. */
export function parseUploadFields(fields: Record<string, string[]>): UploadFields {
  const input = {
    extensions: blank(fields.extensions?.filter((value) => blank(value) !== undefined).join(',')),
    max: blank(fields.max?.[0]),
    dimensions: blank(fields.dimensions?.[0]),
  };
  const result = uploadFields.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? 'fields');
  const message = issue?.message ?? 'is not valid';
  throw badRequest(message.startsWith(field) ? message : `${field}: ${message}`);
}
