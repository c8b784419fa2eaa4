import {
  adminCreateBody,
  adminStatus,
  challengeResponse,
  signedOut,
  signInBody,
  signUpBody,
  verifyBody,
  verifyLinkBody,
  verifyResponse,
} from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { openToChildren } from '../../lib/children';
import { UNAUTHENTICATED_MESSAGE } from '../../lib/route-guards';
import type { AuthService } from './auth.service';

const tags = ['auth'];
const bearer = [{ bearerAuth: [] }];
/**
 * Code checks per IP, on top of the 5 tries per challenge: enough for a person mistyping,
 * far too few to spray guesses across many challenges.
 */
const verifyRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    '/users/sign-up',
    {
      schema: {
        tags,
        summary:
          'Start a sign-up: emails a 6-digit code and a /verify link (the account is created on verify)',
        body: signUpBody,
        response: { 200: challengeResponse },
      },
    },
    (request) => service.signUp(request.body, request.ip, request.locale),
  );

  app.post(
    '/users/sign-in',
    {
      schema: {
        tags,
        summary: 'Start a sign-in: emails a 6-digit code (answers the same for unknown addresses)',
        body: signInBody,
        response: { 200: challengeResponse },
      },
    },
    (request) => service.signIn(request.body, request.ip, request.locale),
  );

  app.post(
    '/users/verify',
    {
      config: verifyRateLimit,
      schema: {
        tags,
        summary: 'Redeem a code for a sign-up, sign-in or first-admin challenge; returns an auth token',
        body: verifyBody,
        response: { 200: verifyResponse },
      },
    },
    (request) => service.verify(request.body, request.ip),
  );

  app.post(
    '/users/verify/link',
    {
      config: verifyRateLimit,
      schema: {
        tags,
        summary:
          "Redeem the key of a code email's link (it proves the inbox, so it works while codes are paused); returns an auth token",
        body: verifyLinkBody,
        response: { 200: verifyResponse },
      },
    },
    (request) => service.verifyLink(request.body),
  );

  app.post(
    '/users/sign-out',
    {
      config: openToChildren,
      schema: { tags, summary: 'Revoke the current session', security: bearer, response: { 200: signedOut } },
    },
    (request) => {
      // Not behind requireUser: a blocked person may still end their (already revoked) session.
      if (!request.user) throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
      return service.signOut(request.user);
    },
  );

  app.get(
    '/users/admin/status',
    {
      config: openToChildren,
      schema: {
        tags,
        summary: 'Whether the first admin still has to be created',
        response: { 200: adminStatus },
      },
    },
    () => service.adminStatus(),
  );

  app.post(
    '/users/admin/create',
    {
      schema: {
        tags,
        summary:
          'Start creating the first admin with the setup token from the server log; verify finishes it',
        body: adminCreateBody,
        response: { 200: challengeResponse },
      },
    },
    (request) => service.createFirstAdmin(request.body, request.ip, request.locale),
  );
};
