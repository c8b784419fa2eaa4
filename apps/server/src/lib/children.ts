/*
 * Which routes a child session may call (issue 35, docs/decisions/0040), declared on the route
 * itself in its `config`. A route that says nothing is adult-only: a child's request answers 403
 * FORBIDDEN PARENT_GATE_REQUIRED before the route runs (modules/profiles/profile.plugin.ts), so a
 * route added later is closed to children until it opts in.
 *
 *   app.get('/pages/paginate', { config: { ...openToChildren, ...listRateLimit(n) }, schema }, …)
 */

/** `open`: any child may call it. `uploads`: only a child whose profile the parent allowed uploads. */
export type ChildAccess = 'open' | 'uploads';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Absent = adult-only (a child session gets 403). */
    children?: ChildAccess;
  }
}

/** Route config: a child session may call this route. */
export const openToChildren = { children: 'open' } as const satisfies { children: ChildAccess };

/** Route config: a child session may call this route when its profile may upload pictures. */
export const openToChildrenWithUploads = { children: 'uploads' } as const satisfies { children: ChildAccess };
