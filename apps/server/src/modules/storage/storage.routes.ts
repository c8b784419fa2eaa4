import { errorBody, storedFileBody, storedFileParams, uploadResponse } from '@colorbook/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../errors';
import { openToChildren } from '../../lib/children';
import { authenticatedUser, requireUser } from '../../lib/route-guards';
import { perUserRateLimit } from '../../lib/route-limits';
import { multipartOptions, parseUploadFields, readMultipartUpload } from './multipart-upload';
import type { StorageService } from './storage.service';

/** Keys are random and never reused, so a stored file never changes under its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A page's images can be taken back (the page blocked, or its owner): caches must ask again
 * within minutes, so a block reaches every cache well within an hour (docs/decisions/0020).
 * Asking again is cheap: the ETag gets a 304 while the page is not blocked.
 */
const PAGE_FILE = 'public, max-age=600';
/** Opened directly, a file is shown as an image and nothing else: no scripts, no plugins, no forms. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Counted per user after sign-in, in the database (plugins/rate-limit.ts). A person saving
 * colourings or trying a few photos never gets near it; a script filling the disk stops fast.
 */
const UPLOADS_PER_10_MIN = 60;

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  413: errorBody,
  415: errorBody,
  429: errorBody,
  503: errorBody,
};

export const storageRoutes: FastifyPluginAsyncZod<{ service: StorageService }> = async (app, { service }) => {
  // Encapsulated: only this module's routes accept multipart bodies.
  await app.register(multipart, multipartOptions);

  app.post(
    '/storage/upload',
    {
      // onRequest: a visitor is turned away before a byte of the body is read.
      onRequest: requireUser,
      // Open to children: a colouring is saved through it. Making a page from one's own picture is
      // the gated step (POST /pages/upload, only for a profile allowed uploads).
      config: { ...openToChildren, ...perUserRateLimit(UPLOADS_PER_10_MIN) },
      schema: {
        tags: ['storage'],
        summary: 'Upload an image (multipart: file, extensions, max, dimensions)',
        description:
          'PNG, JPEG or WebP by content, at most 10 MB and 40 megapixels. The image is re-encoded ' +
          'without metadata. `extensions` (e.g. "png,jpg"), `max` (bytes) and `dimensions` ' +
          '("WIDTHxHEIGHT") can only tighten these limits.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 200: uploadResponse, ...errors },
      },
    },
    async (request) => {
      const user = authenticatedUser(request);
      const { file, fields } = await readMultipartUpload(request);
      const options = parseUploadFields(fields);
      if (!file) throw badRequest('file is required.');
      return service.upload(user.id, file, options);
    },
  );

  app.get(
    '/files/*',
    {
      schema: {
        tags: ['storage'],
        summary: 'A stored file (uploads, page images, previews)',
        params: storedFileParams,
        produces: ['image/png', 'image/jpeg', 'image/webp'],
        response: { 200: storedFileBody, 304: storedFileBody, 404: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const access = await service.access(key);
      // A blocked page's images answer as if they never existed (and no-store stays on).
      if (access === 'blocked') throw notFound('File not found.');
      const etag = `"${key}"`;
      if (access === 'page' && request.headers['if-none-match'] === etag) {
        return reply.code(304).header('cache-control', PAGE_FILE).header('etag', etag).send();
      }
      const object = await service.open(key);
      if (!object) throw notFound('File not found.');
      if (object.size !== undefined) reply.header('content-length', object.size);
      if (access === 'page') reply.header('etag', etag);
      return reply
        .header('content-type', object.contentType)
        .header('cache-control', access === 'page' ? PAGE_FILE : IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_CSP)
        .send(object.body);
    },
  );
};
