import {
  book,
  bookDeleted,
  bookFileBody,
  bookParams,
  booksPage,
  booksQuery,
  createBookBody,
  errorBody,
} from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedUser, requireUserOnEveryRoute } from '../../lib/route-guards';
import { perUserRateLimit } from '../../lib/route-limits';
import type { BooksService } from './books.service';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  429: errorBody,
};
/** Building costs seconds of CPU: a dozen books an hour per user (a create/delete loop included). */
const BOOKS_PER_HOUR = perUserRateLimit(12, 60 * 60_000);

/** Colouring books (issue 22): only their owner sees them; downloading needs a paid plan. */
export const booksRoutes: FastifyPluginAsyncZod<{ service: BooksService }> = async (app, { service }) => {
  requireUserOnEveryRoute(app);

  app.post(
    '/books',
    {
      config: BOOKS_PER_HOUR,
      schema: {
        tags: ['books'],
        summary: 'Build a colouring book (a job: follow GET /books/{id} until it succeeds or fails)',
        body: createBookBody,
        response: { 200: book, ...errors },
      },
    },
    (request) => service.create(authenticatedUser(request), request.body),
  );

  app.get(
    '/books/paginate',
    {
      schema: {
        tags: ['books'],
        summary: 'Your books, newest first',
        querystring: booksQuery,
        response: { 200: booksPage, ...errors },
      },
    },
    (request) => service.paginate(authenticatedUser(request), request.query),
  );

  app.get(
    '/books/:id',
    {
      schema: {
        tags: ['books'],
        summary: 'A book and how far its build is; `url` downloads the PDF once built',
        params: bookParams,
        response: { 200: book, ...errors },
      },
    },
    (request) => service.read(authenticatedUser(request), request.params.id),
  );

  app.get(
    '/books/:id/file',
    {
      schema: {
        tags: ['books'],
        summary: 'The book as a PDF (paid plans only: 403 NO_PAID_PLAN otherwise)',
        params: bookParams,
        produces: ['application/pdf'],
        response: { 200: bookFileBody, ...errors },
      },
    },
    async (request, reply) => {
      const { object, name } = await service.file(authenticatedUser(request), request.params.id);
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(object.body);
    },
  );

  app.delete(
    '/books/:id',
    {
      schema: {
        tags: ['books'],
        summary: 'Delete your book and its file',
        params: bookParams,
        response: { 200: bookDeleted, ...errors },
      },
    },
    (request) => service.remove(authenticatedUser(request), request.params.id),
  );
};
