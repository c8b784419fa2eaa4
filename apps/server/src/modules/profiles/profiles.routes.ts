import {
  challengeResponse,
  createProfileBody,
  errorBody,
  idParam,
  parentGateState,
  profile,
  profileDeleted,
  profileList,
  sessionToken,
  setPinBody,
  updateProfileBody,
  verifyBody,
  verifyPinBody,
} from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openToChildren } from '../../lib/children';
import { authenticatedUser, requireUserOnEveryRoute } from '../../lib/route-guards';
import { perUserRateLimit } from '../../lib/route-limits';
import type { ParentGateService } from './parent-gate.service';
import type { ProfilesService } from './profiles.service';

const tags = ['profiles'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
/** Well above a person's tries: the lock after PIN_MAX_TRIES is what stops guessing. */
const GATE_TRIES_PER_MINUTE = perUserRateLimit(30, 60_000);
/** The code itself allows 5 wrong tries per challenge; this stops a script cycling challenges. */
const CODE_TRIES_PER_MINUTE = perUserRateLimit(30, 60_000);

/**
 * Child profiles, child sessions and the parent gate (issues 24 and 35, docs/decisions/0031 and
 * 0040). Adult-only unless a route says `openToChildren`: a child may list the family, read the
 * gate and open it (PIN or emailed code).
 */
export const profilesRoutes: FastifyPluginAsyncZod<{
  profiles: ProfilesService;
  gate: ParentGateService;
}> = async (app, { profiles, gate }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/profiles',
    {
      config: openToChildren,
      schema: { tags, summary: "The account's child profiles", response: { 200: profileList, ...errors } },
    },
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

  app.post(
    '/profiles/:id/session',
    {
      schema: {
        tags,
        summary: 'Hand the device to a child: a session bound to the profile; this adult session ends',
        params: idParam,
        response: { 200: sessionToken, ...errors },
      },
    },
    (request) => profiles.startChildSession(authenticatedUser(request), request.params.id),
  );

  app.get(
    '/profiles/gate',
    {
      config: openToChildren,
      schema: {
        tags,
        summary: 'The parent gate: is a PIN set, is it locked, how many tries are left',
        response: { 200: parentGateState, ...errors },
      },
    },
    (request) => gate.state(authenticatedUser(request).id),
  );

  app.put(
    '/profiles/pin',
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
      config: { ...openToChildren, ...GATE_TRIES_PER_MINUTE },
      schema: {
        tags,
        summary:
          'From a child session: the right parent PIN returns a fresh adult session and ends the child one (5 wrong tries lock the gate for 15 minutes)',
        body: verifyPinBody,
        response: { 200: sessionToken, ...errors, 429: errorBody },
      },
    },
    (request) => gate.verify({ ...authenticatedUser(request), mailLocale: request.locale }, request.body.pin),
  );

  app.post(
    '/profiles/gate/code',
    {
      config: openToChildren,
      schema: {
        tags,
        summary:
          "From a child session: email a sign-in code to the account's address (it opens the gate too)",
        response: { 200: challengeResponse, ...errors, 429: errorBody },
      },
    },
    (request) => gate.emailCode(authenticatedUser(request), request.ip, request.locale),
  );

  app.post(
    '/profiles/gate/code/verify',
    {
      config: { ...openToChildren, ...CODE_TRIES_PER_MINUTE },
      schema: {
        tags,
        summary:
          'From a child session: the emailed code returns a fresh adult session and ends the child one',
        body: verifyBody,
        response: { 200: sessionToken, ...errors, 429: errorBody },
      },
    },
    (request) => gate.verifyCode(authenticatedUser(request), request.body, request.ip),
  );
};
