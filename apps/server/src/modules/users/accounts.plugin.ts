import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { authRoutes } from '../auth/auth.routes';
import { createAuthService } from '../auth/auth.service';
import { createMailService } from '../mail/mail.service';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/**
 * Accounts (DESIGN §5): sign-up/in/out, the first admin, profiles and the admin's user
 * management, sharing one mail service. Registered under /api.
 */
export const accountsModule: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const mail = createMailService({ config, db, log: app.log });
  const auth = createAuthService({ db, config, mail, log: app.log });
  await app.register(authRoutes, { service: auth });
  await app.register(usersRoutes, { service: createUsersService({ db, config, mail, log: app.log }) });

  app.addHook('onReady', async () => {
    // A database hiccup here must not stop the API from starting; the next start tries again.
    await auth
      .prepareFirstAdmin()
      .catch((err: unknown) => app.log.error({ err }, 'first-admin setup failed'));
  });
  app.addHook('onClose', async () => mail.close());
};
