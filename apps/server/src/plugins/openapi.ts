import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The security requirement of a route that needs `Authorization: Bearer <token>` (the scheme below). */
export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * OpenAPI generated from the routes' zod schemas (the contract), so the document cannot
 * drift from what the server validates. UI at /api/docs, JSON at /api/docs/json.
 * Must be registered before the routes it documents. `bearerGuards` are the route hooks that
 * demand a signed-in user (the auth module's); app.ts hands them over so this plugin needs no
 * feature code.
 */
export function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string; bearerGuards: ReadonlySet<unknown> },
): void {
  const { bearerGuards } = options;
  app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Colorbook API',
        description: 'Colouring pages, canvas, favourites, credits and the admin area.',
        version: '0.1.0',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // A route guarded by requireUser/requireAdmin is documented as needing the bearer token,
  // whether or not its schema says so.
  app.addHook('onRoute', (route) => {
    // The document describes the API only: the site's pages, robots.txt, sitemap.xml and the
    // web app's files are not part of it.
    if (!route.url.startsWith('/api/')) {
      route.schema = { ...route.schema, hide: true };
      return;
    }
    const guards = route.onRequest ? [route.onRequest].flat() : [];
    if (!route.schema?.security && guards.some((guard) => bearerGuards.has(guard))) {
      route.schema = { ...route.schema, security: bearerSecurity };
    }
  });
  app.register(swaggerUi, { routePrefix: '/api/docs' });
}
