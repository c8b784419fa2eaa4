import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './logger';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { appStatusRoutes } from './modules/app-status/app-status.routes';
import { createAppStatusService } from './modules/app-status/app-status.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { registerAuth } from './modules/auth/auth.plugin';
import { createSessionCache } from './modules/auth/session-cache';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { pagesModule } from './modules/pages/pages.plugin';
import { paymentsModule } from './modules/payments/payments.plugin';
import { plansRoutes } from './modules/plans/plans.routes';
import { createPlansService } from './modules/plans/plans.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { accountsModule } from './modules/users/accounts.plugin';
import { registerCompression } from './plugins/compression';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerNativeCors } from './plugins/native-cors';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRequestLog, requestId } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerTextGuard } from './plugins/text-guard';
import { registerWebApp } from './plugins/web-app';
import { registerWebManifest } from './plugins/web-manifest';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the caller owns it (opens and closes it). */
  db: Db;
  /** Defaults to a JSON logger at config.LOG_LEVEL. */
  logger?: Logger;
  /**
   * True on the embedded database, which only this process uses: resolved sessions may then be
   * kept for a moment (modules/auth/session-cache.ts). Never with a shared PostgreSQL.
   */
  singleProcess?: boolean;
}

/** Larger bodies are uploads, which go through multipart with their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Every feature's routes, under /api. Each module gets its service; routes stay thin. */
const api: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  await app.register(healthRoutes, { service: createHealthService(db) });
  await app.register(settingsRoutes, { service: createSettingsService(db) });
  await app.register(plansRoutes, { service: createPlansService(db) });
  await app.register(auditRoutes, { service: createAuditService(db) });
  await app.register(appStatusRoutes, { service: createAppStatusService(db, config) });
  await app.register(analyticsRoutes, { service: createAnalyticsService(db) });
};

/**
 * The whole server as one Fastify instance, not yet listening (DESIGN §11.2): `server.ts`
 * listens on it, tests call `inject`. Plugins load on `ready()`/`listen()`/`inject()`, so a
 * test may still add routes to the returned instance.
 */
export function buildApp({ config, db, logger, singleProcess = false }: BuildAppOptions) {
  const app = Fastify({
    // Typed as Fastify's base logger so plugins written against plain FastifyInstance accept the app.
    loggerInstance: (logger ?? pino({ level: config.LOG_LEVEL })) as FastifyBaseLogger,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    // Errors raised outside any route (malformed HTTP, bad %-escapes, over-long path values)
    // answer `{message, code}` like everything else (DESIGN §4).
    clientErrorHandler,
    frameworkErrors,
    // One line per request from plugins/request-log.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set before any plugin loads so every encapsulated context inherits the same handler.
  registerErrorHandler(app);
  registerRequestLog(app);
  registerSecurityHeaders(app, config);
  registerCompression(app);
  registerNativeCors(app);
  registerTextGuard(app);
  registerRateLimit(app, db);
  registerAuth(app, db, singleProcess ? createSessionCache() : undefined);
  registerOpenApi(app, { publicUrl: config.PUBLIC_URL });
  app.register(api, { prefix: '/api', db, config });
  app.register(accountsModule, { prefix: '/api', db, config });
  app.register(pagesModule, { prefix: '/api', db, config });
  app.register(paymentsModule, { prefix: '/api', db, config });
  registerWebManifest(app, { db, webDist: config.WEB_DIST });
  registerWebApp(app, { webDist: config.WEB_DIST, publicUrl: config.PUBLIC_URL });
  return app;
}

export type App = ReturnType<typeof buildApp>;
