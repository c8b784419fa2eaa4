import {
  createPageBody,
  generationJob,
  idParam,
  jobParams,
  page,
  pagesPage,
  pagesQuery,
  suggestedPrompt,
  toggled,
  uploadPageBody,
  uploadPreview,
  uploadPreviewBody,
} from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openToChildren, openToChildrenWithUploads } from '../../lib/children';
import { requireUserOnEveryRoute } from '../../lib/route-guards';
import { listRateLimit, perUserRateLimit } from '../../lib/route-limits';
import { viewerOf } from '../../lib/viewer';
import type { PagesService } from './pages.service';

/** With an outside provider every suggestion and every page costs money: a script stops fast. */
const SUGGESTIONS_PER_10_MIN = 60;
const PAGES_PER_10_MIN = 30;
/** A preview costs no credit but a second of CPU: enough to try a few photos, not a script. */
const PREVIEWS_PER_10_MIN = 30;

/** The page routes: the public list for anyone, the rest for signed-in users only. */
export const pagesRoutes: FastifyPluginAsyncZod<{
  service: PagesService;
  /** Counted list reads (see listRateLimit) per user per minute; 0 = no limit. */
  listLimitPerMinute: number;
}> = async (app, { service, listLimitPerMinute }) => {
  // The public gallery answers signed out too, as its first paint shows it to anyone
  // (docs/decisions/0037): a visitor sees what every user sees, and no one's private fields.
  app.get(
    '/pages/paginate',
    {
      config: { ...openToChildren, ...listRateLimit(listLimitPerMinute) },
      schema: {
        tags: ['pages'],
        summary:
          'Pages of a scope (public, owned, favorited, colored), sorted and searched; scope=public needs no sign-in',
        querystring: pagesQuery,
        response: { 200: pagesPage },
        security: [{ bearerAuth: [] }, {}],
      },
    },
    (request) =>
      service.paginate(
        request.user === null && request.query.scope === 'public' ? VISITOR : viewerOf(request),
        request.query,
      ),
  );

  await app.register(signedInRoutes, { service });
};

/** Who a signed-out visitor is to the page lists: nobody's account, no admin, no child. */
const VISITOR = { id: 0, admin: false, profileId: null };

/** Every other page route needs a signed-in user; ownership and admin rules live in the service. */
const signedInRoutes: FastifyPluginAsyncZod<{ service: PagesService }> = async (app, { service }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/pages/prompt/generate',
    {
      config: { ...openToChildren, ...perUserRateLimit(SUGGESTIONS_PER_10_MIN) },
      schema: { tags: ['pages'], summary: 'A prompt suggestion', response: { 200: suggestedPrompt } },
    },
    async () => ({ prompt: await service.suggestPrompt() }),
  );

  app.get(
    '/pages/:id/read',
    {
      config: openToChildren,
      schema: { tags: ['pages'], summary: 'One page', params: idParam, response: { 200: page } },
    },
    (request) => service.read(viewerOf(request), request.params.id),
  );

  app.patch(
    '/pages/:id/favorited/toggle',
    {
      config: openToChildren,
      schema: {
        tags: ['pages'],
        summary: 'Favourite or unfavourite',
        params: idParam,
        response: { 200: toggled },
      },
    },
    async (request) => {
      await service.toggleFavorite(viewerOf(request), request.params.id);
      return { toggled: true as const };
    },
  );

  app.patch(
    '/pages/:id/blocked/toggle',
    {
      config: openToChildren,
      schema: {
        tags: ['pages'],
        summary: 'Admins block or unblock; an owner deletes their own page',
        params: idParam,
        response: { 200: toggled },
      },
    },
    async (request) => {
      await service.toggleBlocked(viewerOf(request), request.params.id);
      return { toggled: true as const };
    },
  );

  app.post(
    '/pages/create',
    {
      config: { ...openToChildren, ...perUserRateLimit(PAGES_PER_10_MIN) },
      schema: {
        tags: ['pages'],
        summary: 'Spend a credit and start generating a page; follow the returned job',
        body: createPageBody,
        response: { 202: generationJob },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return service.create(viewerOf(request), request.body);
    },
  );

  app.get(
    '/pages/jobs/:id',
    {
      config: openToChildren,
      schema: {
        tags: ['pages'],
        summary: 'Status and progress of a generation',
        params: jobParams,
        response: { 200: generationJob },
      },
    },
    (request) => service.job(viewerOf(request), request.params.id),
  );

  app.post(
    '/pages/upload',
    {
      config: { ...openToChildrenWithUploads, ...perUserRateLimit(PAGES_PER_10_MIN) },
      schema: {
        tags: ['pages'],
        summary: 'Make a page from an image uploaded with /storage/upload (1 credit)',
        body: uploadPageBody,
        response: { 201: page },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.upload(viewerOf(request), request.body);
    },
  );

  app.post(
    '/pages/upload/preview',
    {
      config: { ...openToChildrenWithUploads, ...perUserRateLimit(PREVIEWS_PER_10_MIN) },
      schema: {
        tags: ['pages'],
        summary: 'The line art an uploaded image would give (no credit spent)',
        body: uploadPreviewBody,
        response: { 200: uploadPreview },
      },
    },
    (request) => service.previewUpload(viewerOf(request), request.body),
  );
};
