import {
  adminCreateUserBody,
  adminUpdateUserBody,
  confirmEmailBody,
  confirmEmailResponse,
  createdUser,
  idParam,
  sessionUser,
  toggled,
  updated,
  updateSelfBody,
  updateSelfResponse,
  user,
  usersPage,
  usersQuery,
} from '@colorbook/contract';
import { localeOfAcceptLanguage } from '@colorbook/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openToChildren } from '../../lib/children';
import { authenticatedUser, requireAdmin, requireUser } from '../../lib/route-guards';
import { presentUserToChild, type UsersService } from './users.service';

const tags = ['users'];
const security = [{ bearerAuth: [] }];
const verifyRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Guards run on `onRequest`, before the body is parsed: a visitor learns nothing about a route's input. */
export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  app.get(
    '/users/read',
    {
      config: openToChildren,
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'The signed-in user; a child session gets its child and none of the account’s private fields',
        response: { 200: sessionUser },
      },
    },
    async (request) => {
      const user = await service.read(authenticatedUser(request).id);
      return request.profile ? presentUserToChild(user, request.profile) : { ...user, profile: null };
    },
  );

  app.patch(
    '/users/update',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'Update own name and photo; a new email is mailed a code and applies after /users/email/confirm',
        body: updateSelfBody,
        response: { 200: updateSelfResponse },
      },
    },
    (request) => service.updateSelf(authenticatedUser(request), request.body, request.ip, request.locale),
  );

  app.post(
    '/users/email/confirm',
    {
      onRequest: requireUser,
      config: verifyRateLimit,
      schema: {
        tags,
        security,
        summary: 'Apply a pending email change with the code sent to the new address',
        body: confirmEmailBody,
        response: { 200: confirmEmailResponse },
      },
    },
    (request) => service.confirmEmail(authenticatedUser(request), request.body),
  );

  app.post(
    '/users/create',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Admin: create a user (they sign in with their email)',
        body: adminCreateUserBody,
        response: { 200: createdUser },
      },
    },
    // The new person has no language of their own yet: the admin, who knows them, writes to them
    // in the language the admin's app is showing (its Accept-Language), else the admin's own.
    (request) =>
      service.create(
        authenticatedUser(request),
        request.body,
        request.headers['accept-language']
          ? localeOfAcceptLanguage(request.headers['accept-language'])
          : request.locale,
      ),
  );

  app.get(
    '/users/paginate',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Admin: users, newest first, 20 per page; search matches name or email',
        querystring: usersQuery,
        response: { 200: usersPage },
      },
    },
    (request) => service.paginate(request.query),
  );

  app.get(
    '/users/:id/read',
    {
      onRequest: requireAdmin,
      schema: { tags, security, summary: 'Admin: one user', params: idParam, response: { 200: user } },
    },
    (request) => service.read(request.params.id),
  );

  app.patch(
    '/users/:id/update',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: "Admin: update a user's name, photo or email",
        params: idParam,
        body: adminUpdateUserBody,
        response: { 200: updated },
      },
    },
    (request) => service.updateById(authenticatedUser(request), request.params.id, request.body),
  );

  app.patch(
    '/users/:id/blocked/toggle',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Admin: block (revoking every session) or unblock a user',
        params: idParam,
        response: { 200: toggled },
      },
    },
    (request) => service.toggleBlocked(authenticatedUser(request), request.params.id),
  );

  app.patch(
    '/users/:id/admin/toggle',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Admin: make a user an admin, or remove the role (never your own, nor the last active admin)',
        params: idParam,
        response: { 200: toggled },
      },
    },
    (request) => service.toggleAdmin(authenticatedUser(request), request.params.id),
  );
};
