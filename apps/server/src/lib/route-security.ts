/** The security requirement of a route that needs `Authorization: Bearer <token>` (plugins/openapi.ts's scheme). */
export const bearerSecurity = [{ bearerAuth: [] }];
