import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from '../auth/auth.routes';
import type { AuthService } from '../auth/auth.service';
import { usersRoutes } from './users.routes';
import type { UsersService } from './users.service';

/**
 * Accounts' routes (DESIGN §5): sign-up/in/out, the first admin, profiles and the admin's user
 * management. app.ts builds the services (they share its one mail service); registered under /api.
 */
export const accountsModule: FastifyPluginAsyncZod<{ auth: AuthService; users: UsersService }> = async (
  app,
  { auth, users },
) => {
  await app.register(authRoutes, { service: auth });
  await app.register(usersRoutes, { service: users });
};
