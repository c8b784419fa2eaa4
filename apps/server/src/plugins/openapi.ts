import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { bearerSecurity } from '../lib/route-security';

/**
 * OpenAPI generated from the routes' zod schemas (the contract), so the document cannot
 * drift from what the server validates. UI at /api/docs, JSON at /api/docs/json.
 * Must be registered before the routes it documents. `bearerGuards` are the route hooks that
 * demand a signed-in user (the auth module's); app.ts hands them over so this plugin needs no
 * feature code.
 *
 * The generator and the UI (@fastify/swagger, @fastify/swagger-ui and what they load) are a
 * noticeable part of the start-up time and serve nobody but a developer reading the docs, so
 * they load with the first request under /api/docs: into a Fastify instance of their own that
 * is given the routes recorded here (schemas only; its handlers answer nothing) and answers the
 * docs requests this app passes on.
 */
export function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string; bearerGuards: ReadonlySet<unknown> },
): void {
  const { bearerGuards } = options;
  const documented: RouteOptions[] = [];
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
    // Kept by reference, as @fastify/swagger keeps them: a later onRoute hook's changes count.
    documented.push(route);
  });

  let docs: Promise<FastifyInstance> | undefined;
  const serveDocs = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= buildDocs(options.publicUrl, documented);
    // GET for a HEAD too: the main app's HEAD route drops the body itself.
    const answer = await (await docs).inject({
      method: 'GET',
      url: request.url,
      headers: request.headers,
    });
    const { 'content-length': _length, connection: _connection, ...headers } = answer.headers;
    return reply.code(answer.statusCode).headers(headers).send(answer.rawPayload);
  };
  app.get('/api/docs', { schema: { hide: true } }, serveDocs);
  app.get('/api/docs/*', { schema: { hide: true } }, serveDocs);
}

async function buildDocs(publicUrl: string, routes: readonly RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  // HEAD routes are among the recorded ones already.
  const docs = Fastify({ exposeHeadRoutes: false });
  docs.setValidatorCompiler(validatorCompiler);
  docs.setSerializerCompiler(serializerCompiler);
  await docs.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Colorbook API',
        description: 'Colouring pages, canvas, favourites, credits and the admin area.',
        version: '0.1.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  for (const route of routes) {
    if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) continue;
    docs.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      // Only the document and the UI are asked of this instance.
      handler: (_request, reply) => reply.code(404).send(),
    });
  }
  await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  await docs.ready();
  return docs;
}
