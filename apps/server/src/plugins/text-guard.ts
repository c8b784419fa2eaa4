import { findTextProblem } from '@colorbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

const parts = [
  // Query strings and paths are single-line; bodies may hold multi-line texts.
  { key: 'params', multiline: false, subject: 'The path' },
  { key: 'query', multiline: false, subject: 'The query string' },
  { key: 'body', multiline: true, subject: 'The request body' },
] as const;

/**
 * Refuses control characters and malformed text (the contract's rule, `findTextProblem`) in
 * the path, query and JSON body of every route, before the route's own validation runs. One
 * root hook rather than a refinement on each schema, so no route (and no schema written
 * inline in a module) can forget it. Multipart fields are read inside their route and checked
 * there with the same rule (storage/multipart-upload.ts).
 */
export function checkRequestText(request: FastifyRequest): void {
  for (const { key, multiline, subject } of parts) {
    const problem = findTextProblem(request[key], { multiline });
    if (problem) {
      throw badRequest(`${problem.path || subject}: ${problem.message}.`);
    }
  }
}

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequestText(request));
}
