import {
  createProfileBody,
  errorBody,
  idParam,
  parentGateState,
  profile,
  profileDeleted,
  profileList,
  setPinBody,
  updateProfileBody,
  verifyPinBody,
} from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedUser, requireUserOnEveryRoute } from '../../lib/route-guards';
import { perUserRateLimit } from '../../lib/route-limits';
import type { ParentGateService } from './parent-gate.service';
import type { ProfilesService } from './profiles.service';

const tags = ['profiles'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
/** Well above a person's tries: the lock after PIN_MAX_TRIES is what stops guessing. */
const GATE_TRIES_PER_MINUTE = perUserRateLimit(30, 60_000);

/**
 * Child profiles and the parent gate (issue 24, docs/decisions/0031). Which of these a child
 * profile may call is decided before the route, in kid-rules.ts (only the reads and the verify).
 */
export const profilesRoutes: FastifyPluginAsyncZod<{
  profiles: ProfilesService;
  gate: ParentGateService;
}> = async (app, { profiles, gate }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/profiles',
    { schema: { tags, summary: "The account's child profiles", response: { 200: profileList, ...errors } } },
    async (request) => ({ data: await profiles.list(authenticatedUser(request).id) }),
  );

  app.post(
    '/profiles',
    {
      schema: {
        tags,
        summary: 'Add a child profile (at most 6: 409 CONFLICT past that)',
        body: createProfileBody,
        response: { 201: profile, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return profiles.create(authenticatedUser(request).id, request.body);
    },
  );

  app.patch(
    '/profiles/:id',
    {
      schema: {
        tags,
        summary: 'Rename a child profile, change its avatar, age band or uploads',
        params: idParam,
        body: updateProfileBody,
        response: { 200: profile, ...errors },
      },
    },
    (request) => profiles.update(authenticatedUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/profiles/:id',
    {
      schema: {
        tags,
        summary: 'Remove a child profile with its favourites and colourings',
        params: idParam,
        response: { 200: profileDeleted, ...errors },
      },
    },
    async (request) => {
      await profiles.remove(authenticatedUser(request).id, request.params.id);
      return { deleted: true as const };
    },
  );

  app.get(
    '/profiles/gate',
    {
      schema: {
        tags,
        summary: 'The parent gate: is a PIN set, is it locked, how many tries are left',
        response: { 200: parentGateState, ...errors },
      },
    },
    (request) => gate.state(authenticatedUser(request).id),
  );

  app.put(
    '/profiles/gate/pin',
    {
      schema: {
        tags,
        summary: 'Set the parent PIN (the old one, or a sign-in in the last 10 minutes, to change it)',
        body: setPinBody,
        response: { 200: parentGateState, ...errors, 429: errorBody },
      },
    },
    (request) => gate.setPin({ ...authenticatedUser(request), mailLocale: request.locale }, request.body),
  );

  app.post(
    '/profiles/gate/verify',
    {
      config: GATE_TRIES_PER_MINUTE,
      schema: {
        tags,
        summary: 'Check the parent PIN (5 wrong tries lock the gate for 15 minutes)',
        body: verifyPinBody,
        response: { 200: parentGateState, ...errors, 429: errorBody },
      },
    },
    (request) => gate.verify({ ...authenticatedUser(request), mailLocale: request.locale }, request.body.pin),
  );
};
