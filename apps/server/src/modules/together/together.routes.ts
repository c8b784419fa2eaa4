import { gzipSync } from 'node:zlib';
import { encodeLog } from '@colorbook/canvas/action-log';
import {
  errorBody,
  replayUploadResponse,
  TOGETHER_MAX_MESSAGE_BYTES,
  TOGETHER_SOCKET_ONLY,
  togetherCodeParam,
  togetherFamilyList,
  togetherParticipantParam,
  togetherReplayBody,
  togetherSession,
  togetherStartBody,
  updated,
} from '@colorbook/contract';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { openToChildren } from '../../lib/children';
import { requireUserOnEveryRoute } from '../../lib/route-guards';
import { perUserRateLimit } from '../../lib/route-limits';
import { viewerOf } from '../../lib/viewer';
import type { ReplaysService } from '../coloreds/replay.service';
import type { TogetherHub } from './together.hub';
import type { SenderBuckets } from './together.link';
import type { TogetherService } from './together.service';
import { handleTogetherSocket } from './together.socket';
import { personOf, togetherStreamRoutes } from './together.stream';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};

/** Lookups of a code per account (or IP) in ten minutes: enough to join, far too few to guess. */
const LOOKUPS_PER_WINDOW = 60;

export interface TogetherRoutesOptions {
  service: TogetherService;
  hub: TogetherHub;
  db: Db;
  /** Where a saved colouring's replay log is kept (the coloreds module's). */
  replays: ReplaysService;
  /** Whether a person may send one more message by POST now (together.link.ts personBuckets). */
  senders: SenderBuckets;
}

/** Colour together (issue 40, decision 0041): start, look up, end, remove; the socket beside. */
export const togetherRoutes: FastifyPluginAsyncZod<TogetherRoutesOptions> = async (
  app,
  { service, replays },
) => {
  requireUserOnEveryRoute(app);

  app.post(
    '/together',
    {
      config: { ...openToChildren, ...perUserRateLimit(30) },
      schema: {
        tags: ['together'],
        summary: 'Start colouring a page together; answers the join code',
        body: togetherStartBody,
        response: { 200: togetherSession, ...errors },
      },
    },
    (request) => service.start(personOf(request), request.body.pageId),
  );

  app.get(
    '/together/family',
    {
      config: openToChildren,
      schema: {
        tags: ['together'],
        summary: "Your family's live sessions (Colour with …)",
        response: { 200: togetherFamilyList, ...errors },
      },
    },
    async (request) => ({ data: await service.family(personOf(request)) }),
  );

  app.get(
    '/together/:code',
    {
      config: { ...openToChildren, ...perUserRateLimit(LOOKUPS_PER_WINDOW) },
      schema: {
        tags: ['together'],
        summary: 'A live session by its code; 404 when unknown or ended',
        params: togetherCodeParam,
        response: { 200: togetherSession, ...errors },
      },
    },
    (request) => service.read(personOf(request), request.params.code),
  );

  app.post(
    '/together/:code/end',
    {
      config: openToChildren,
      schema: {
        tags: ['together'],
        summary: 'End the session (its host only)',
        params: togetherCodeParam,
        response: { 200: updated, ...errors },
      },
    },
    async (request) => {
      await service.end(personOf(request), request.params.code);
      return { updated: true as const };
    },
  );

  app.post(
    '/together/:code/replay',
    {
      config: openToChildren,
      // The body is small: the log is the server's own, read from the session (decision 0045).
      schema: {
        tags: ['together'],
        summary:
          "Keep the session's log as the replay of your colouring just saved (after PATCH /coloreds/upsert)",
        params: togetherCodeParam,
        body: togetherReplayBody,
        response: { 200: replayUploadResponse, ...errors },
      },
    },
    async (request) => {
      const { photo, upTo, pending } = request.body;
      const { pageId, ops } = await service.replayOf(personOf(request), request.params.code, upTo, pending);
      const log = gzipSync(encodeLog(ops)).toString('base64');
      return replays.store(viewerOf(request), { pageId, photo, log });
    },
  );

  app.delete(
    '/together/:code/participants/:participantId',
    {
      config: openToChildren,
      schema: {
        tags: ['together'],
        summary: 'Take someone out of the session (its host only); they are disconnected at once',
        params: togetherParticipantParam,
        response: { 200: updated, ...errors },
      },
    },
    async (request) => {
      await service.remove(personOf(request), request.params.code, request.params.participantId);
      return { updated: true as const };
    },
  );
};

/**
 * GET /api/together/ws: the live socket. It carries no header a browser could set, so the token
 * comes in the first message (hello), never in the URL (which logs keep).
 */
export const togetherSocketRoutes: FastifyPluginAsyncZod<TogetherRoutesOptions> = async (
  app,
  { service, hub, db, senders },
) => {
  await app.register(websocket, { options: { maxPayload: TOGETHER_MAX_MESSAGE_BYTES } });
  app.route({
    method: 'GET',
    url: '/together/ws',
    config: openToChildren,
    schema: {
      tags: ['together'],
      summary:
        'The live socket (WebSocket upgrade only): send hello {token, code, lastSeq, profileId?} first; see contract together.ts',
      response: { 426: errorBody },
    },
    // A plain HTTP request: answered like every other error, in the person's language.
    handler: async () => {
      throw new AppError('VALIDATION_ERROR', TOGETHER_SOCKET_ONLY, { status: 426 });
    },
    wsHandler: (socket, request) => handleTogetherSocket(socket, request, { db, service, hub, log: app.log }),
  });
  // Where WebSockets are blocked: the same session by server-sent events and POST (decision 0045).
  await app.register(togetherStreamRoutes, { db, service, hub, senders });
};
