import { inlineScriptHashes } from '@colorbook/web/seam';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerRequestLocale } from './i18n/request-locale';
import { bearerGuards } from './lib/route-guards';
import type { Logger } from './logger';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { appStatusRoutes } from './modules/app-status/app-status.routes';
import { createAppStatusService } from './modules/app-status/app-status.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { registerAuth } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createEmailCodes } from './modules/auth/email-codes';
import { createSessionCache } from './modules/auth/session-cache';
import { booksRoutes } from './modules/books/books.routes';
import { createBooksService } from './modules/books/books.service';
import { createBooksRunner } from './modules/books/books-runner';
import { coloredsRoutes } from './modules/coloreds/coloreds.routes';
import { createColoredsService } from './modules/coloreds/coloreds.service';
import { replayRoutes, sharedReplayRoutes } from './modules/coloreds/replay.routes';
import { createReplaysService } from './modules/coloreds/replay.service';
import { creditsRoutes } from './modules/credits/credits.routes';
import { createCreditsService } from './modules/credits/credits.service';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { createMailService } from './modules/mail/mail.service';
import { colorKeyRoutes } from './modules/pages/color-key.routes';
import { createColorKeyService } from './modules/pages/color-key.service';
import { galleryRoutes } from './modules/pages/gallery.routes';
import { createGalleryService } from './modules/pages/gallery.service';
import { createGenerationRunner } from './modules/pages/generation-runner';
import { createGeneratorImageMaker } from './modules/pages/generator-image-maker';
import { lineArtCheckRoutes } from './modules/pages/line-art-check.routes';
import { createLineArtChecks } from './modules/pages/line-art-check.service';
import { createListAnchorsRefresher } from './modules/pages/list-anchors-refresher';
import { pageLineArtSvgLoader } from './modules/pages/page-line-art-svg';
import { pagesRoutes } from './modules/pages/pages.routes';
import { createPagesService } from './modules/pages/pages.service';
import { regionMapRoutes } from './modules/pages/region-maps.routes';
import { createRegionMapService } from './modules/pages/region-maps.service';
import { createTrendingRanking } from './modules/pages/trending-ranking';
import { paymentsModule } from './modules/payments/payments.plugin';
import { createPaymentsService } from './modules/payments/payments.service';
import { plansRoutes } from './modules/plans/plans.routes';
import { createPlansService } from './modules/plans/plans.service';
import { createParentGateService } from './modules/profiles/parent-gate.service';
import { registerProfiles } from './modules/profiles/profile.plugin';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { createProfilesService } from './modules/profiles/profiles.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { shareImagesRoutes } from './modules/shares/share-images.routes';
import { sharesRoutes } from './modules/shares/shares.routes';
import { createSharesService } from './modules/shares/shares.service';
import { storageRoutes } from './modules/storage/storage.routes';
import { createStorageService } from './modules/storage/storage.service';
import { createObjectStorage } from './modules/storage/storage-factory';
import { createStorageSweeper } from './modules/storage/storage-sweeper';
import { createTogetherBus } from './modules/together/together.bus';
import { createTogetherHub } from './modules/together/together.hub';
import { personBuckets } from './modules/together/together.link';
import { togetherRoutes, togetherSocketRoutes } from './modules/together/together.routes';
import { createTogetherService } from './modules/together/together.service';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { registerCompression } from './plugins/compression';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerNativeCors } from './plugins/native-cors';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRequestLog, requestId } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerTextGuard } from './plugins/text-guard';
import type { SiteContent } from './web/public-pages';
import { registerWebApp } from './web/web-app';
import { readWebBuild } from './web/web-build';
import { registerWebManifest } from './web/web-manifest';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the caller owns it (opens and closes it). */
  db: Db;
  /** Defaults to a JSON logger at config.LOG_LEVEL. */
  logger?: Logger;
  /**
   * True on the embedded database, which only this process uses: resolved sessions may then be
   * kept for a moment (modules/auth/session-cache.ts), and jobs left running by a killed
   * process are taken over at start. Never with a shared PostgreSQL.
   */
  singleProcess?: boolean;
  /** What "today" is for the page of the day; tests move it across UTC midnight. */
  clock?: () => Date;
}

/**
 * Every schema is zod (the compilers are set again in buildApp for the type provider). Handing
 * them to Fastify at construction spares it loading its default Ajv and fast-json-stringify
 * compilers, which no route would use: a large part of the start-up time. Fastify types these
 * factories for Ajv; at run time any function returning a compiler will do.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Larger bodies are uploads, which go through multipart with their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Every service, built once, here only: a service that several features use (storage, credits,
 * settings, plans, mail, payments) is one object, so what it holds (a mail transport, a
 * generation runner, a trending ranking) exists once per process and is started and stopped
 * in one place.
 */
function createServices(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  { singleProcess, clock }: Pick<BuildAppOptions, 'singleProcess' | 'clock'>,
) {
  const objects = createObjectStorage(config);
  const graceHours = config.STORAGE_SWEEP_GRACE_HOURS;
  const storage = createStorageService(db, objects, { quotaMb: config.STORAGE_QUOTA_MB, graceHours });
  const sweeper = createStorageSweeper({
    db,
    storage: objects,
    log,
    options: { graceMs: graceHours * 3_600_000 },
  });
  const credits = createCreditsService(db);
  const shares = createSharesService({ db, storage, publicUrl: config.PUBLIC_URL });
  const mail = createMailService({ config, db, log });
  const images = createGeneratorImageMaker(db, config);
  const colorKeys = createColorKeyService({ db, storage, log });
  const regionMaps = createRegionMapService({ db, storage, log });
  const trending = createTrendingRanking(db, config.TRENDING_REFRESH_SECONDS * 1000);
  const anchors = createListAnchorsRefresher(db, config.LIST_ANCHORS_REFRESH_SECONDS * 1000, log);
  const auth = createAuthService({ db, config, mail, log });
  // Colour together (decision 0041): sessions across processes through LISTEN/NOTIFY.
  const togetherBus = createTogetherBus(db, log);
  const together = createTogetherService({ db, bus: togetherBus });
  const runner = createGenerationRunner({
    db,
    images,
    colorKeys,
    regionMaps,
    storage,
    credits,
    log,
    // On the embedded database a killed server's jobs are its own: taken over at the next start.
    options: { leaseMs: config.JOB_LEASE_SECONDS * 1000, soleProcess: singleProcess },
  });
  // Colouring books: a leased build queue like page generation (docs/decisions/0029).
  const bookRunner = createBooksRunner({
    db,
    storage,
    log,
    // Offline pages print from their SVG (vectors rendered at print resolution).
    lineArtSvg: pageLineArtSvgLoader({ db, storage }),
    options: { leaseMs: config.JOB_LEASE_SECONDS * 1000, soleProcess: singleProcess },
  });
  return {
    storage,
    sweeper,
    bookRunner,
    books: createBooksService({ db, storage, runner: bookRunner }),
    credits,
    mail,
    trending,
    anchors,
    runner,
    colorKeys,
    regionMaps,
    settings: createSettingsService(db, { allowPrivate: config.ALLOW_PRIVATE_OUTBOUND }),
    plans: createPlansService(db),
    payments: createPaymentsService({ db, config, credits, log }),
    auth,
    users: createUsersService({ db, config, mail, log, codes: createEmailCodes({ db, config, mail, log }) }),
    gallery: createGalleryService({ db, trending, log, clock }),
    pages: createPagesService({
      db,
      credits,
      storage,
      images,
      colorKeys,
      regionMaps,
      runner,
      trending,
      anchors,
    }),
    coloreds: createColoredsService({ db, storage, credits, trending, shares }),
    replays: createReplaysService({ db, storage }),
    shares,
    profiles: createProfilesService({ db, trending }),
    parentGate: createParentGateService({ db, mail, log, auth }),
    health: createHealthService(db),
    audit: createAuditService(db),
    appStatus: createAppStatusService(db, config),
    analytics: createAnalyticsService(db),
    lineArtChecks: createLineArtChecks(db),
    together,
    togetherHub: createTogetherHub({ service: together, bus: togetherBus, log }),
    // The fallback's per-person rate (decision 0045), on the app's clock: tests hold it still.
    togetherSenders: personBuckets(clock && (() => clock().getTime())),
  };
}

type Services = ReturnType<typeof createServices>;

/**
 * The whole server as one Fastify instance, not yet listening (DESIGN §11.2): `server.ts`
 * listens on it, tests call `inject`. Plugins load on `ready()`/`listen()`/`inject()`, so a
 * test may still add routes to the returned instance.
 */
export function buildApp({ config, db, logger, singleProcess = false, clock }: BuildAppOptions) {
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
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  const services = createServices(config, db, app.log, { singleProcess, clock });
  // What visitors may read (the public settings, the plans), for the pages the server renders.
  const content: SiteContent = {
    publicSettings: () => services.settings.list(null),
    plans: () => services.plans.list(),
    sharedColoring: (token) => services.shares.sharedColoring(token),
    publicSharePaths: () => services.shares.publicPaths(),
    // As a signed-in adult who has favourited nothing sees it: the pictures and titles only.
    publicCards: async () =>
      (
        await services.pages.paginate(
          { id: 0, admin: false, profileId: null },
          { page: 1, search: '', sort: 'latest', scope: 'public' },
        )
      ).data.map((page) => ({ id: page.id, title: page.title || page.prompt, preview: page.preview })),
    publicLineArt: (pageId) => services.pages.publicLineArt(pageId),
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set before any plugin loads so every encapsulated context inherits the same handler.
  registerErrorHandler(app);
  registerRequestLocale(app);
  registerRequestLog(app);
  // The web build's manifest, read once: its inline scripts' hashes go into the CSP.
  const web = readWebBuild(config.WEB_DIST);
  registerSecurityHeaders(app, config, web ? inlineScriptHashes(web) : []);
  registerCompression(app);
  registerNativeCors(app);
  registerTextGuard(app);
  registerRateLimit(app, db);
  registerAuth(app, db, singleProcess ? createSessionCache() : undefined);
  // After auth: the child profile in the header is checked against the token's account.
  registerProfiles(app, db);
  registerOpenApi(app, { publicUrl: config.PUBLIC_URL, bearerGuards });
  registerRoutes(app, services, config, db);
  registerBackgroundWork(app, services);
  registerWebManifest(app, { webDist: config.WEB_DIST, publicSettings: content.publicSettings });
  registerWebApp(app, { webDist: config.WEB_DIST, build: web, publicUrl: config.PUBLIC_URL, content });
  return app;
}

export type App = ReturnType<typeof buildApp>;

/** Every feature's routes, under /api, each handed the services it uses; routes stay thin. */
function registerRoutes(app: App, services: Services, config: Config, db: Db): void {
  const api = { prefix: '/api' };
  app.register(healthRoutes, { ...api, service: services.health });
  app.register(settingsRoutes, { ...api, service: services.settings });
  app.register(plansRoutes, { ...api, service: services.plans });
  app.register(auditRoutes, { ...api, service: services.audit });
  app.register(appStatusRoutes, { ...api, service: services.appStatus });
  app.register(analyticsRoutes, { ...api, service: services.analytics });
  // Accounts (DESIGN §5): sign-up/in/out, the first admin, the admin's user management.
  app.register(authRoutes, { ...api, service: services.auth });
  app.register(usersRoutes, { ...api, service: services.users });
  // Files, credits, pages and colourings (DESIGN §6–§8): one storage and one credits service, so a
  // page spends credits and stores images in the same request.
  const listLimitPerMinute = config.LIST_RATE_LIMIT_PER_MINUTE;
  app.register(storageRoutes, { ...api, service: services.storage });
  app.register(creditsRoutes, { ...api, service: services.credits });
  app.register(coloredsRoutes, { ...api, service: services.coloreds, listLimitPerMinute });
  app.register(pagesRoutes, { ...api, service: services.pages, listLimitPerMinute });
  app.register(colorKeyRoutes, { ...api, service: services.colorKeys });
  app.register(regionMapRoutes, { ...api, service: services.regionMaps });
  app.register(paymentsModule, { ...api, service: services.payments });
  app.register(sharesRoutes, { ...api, service: services.shares });
  app.register(replayRoutes, { ...api, service: services.replays });
  app.register(galleryRoutes, { ...api, service: services.gallery });
  app.register(booksRoutes, { ...api, service: services.books });
  app.register(profilesRoutes, {
    ...api,
    profiles: services.profiles,
    gate: services.parentGate,
  });
  app.register(lineArtCheckRoutes, { ...api, service: services.lineArtChecks });
  const together = {
    ...api,
    service: services.together,
    hub: services.togetherHub,
    db,
    replays: services.replays,
    senders: services.togetherSenders,
  };
  app.register(togetherRoutes, together);
  app.register(togetherSocketRoutes, together);
  // The shared page's pictures live beside it under /s/ (the page itself: web/share-page.ts).
  app.register(shareImagesRoutes, { service: services.shares });
  app.register(sharedReplayRoutes, { service: services.replays });
}

/** How long after the start the background work below begins. */
const BACKGROUND_START_DELAY_MS = 1000;

/** What runs beside the requests: the first admin, page generation, the trending ranking. */
function registerBackgroundWork(app: App, services: Services): void {
  const { auth, runner, trending, anchors, mail, sweeper } = services;
  let background: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Live sessions hear the other processes from the start (a socket may connect at once).
    await services.togetherHub.start();
    // A database hiccup here must not stop the API from starting; the next start tries again.
    await auth
      .prepareFirstAdmin()
      .catch((err: unknown) => app.log.error({ err }, 'first-admin setup failed'));
    // The rest begins a moment after the start: on the embedded database every query waits for
    // the one before, so the first requests (a load balancer's health check, the first visitor)
    // would otherwise queue behind a job claim and a trending refresh.
    background = setTimeout(() => {
      // Queued jobs, and jobs whose process died (lease run out), are claimed from here on
      // (a job queued meanwhile is claimed at once: the pages service wakes the runner).
      runner.start();
      services.bookRunner.start();
      // Files nothing uses any more (replaced saves, unused uploads, day-old upload previews).
      sweeper.start();
      // Pages made before the gallery get their theme, age band and difficulty, in batches.
      services.gallery.startBackfill();
      // Once a day, one process compares subscriptions with Stripe and repairs lost events.
      services.payments.reconciler.start();
      // Every list shows the trending flag: read (or compute) the ranking before most lists
      // ask, so the first requests after a start or deploy do not all wait for it.
      trending.ranking().catch((err: unknown) => app.log.warn({ err }, 'trending ranking not read at start'));
    }, BACKGROUND_START_DELAY_MS);
    background.unref();
  });
  // Within server.ts's 15 s shutdown limit: jobs still drawing after 10 s go back to the queue.
  app.addHook('onClose', async () => {
    clearTimeout(background);
    await runner.close(10_000);
    await services.bookRunner.close(10_000);
    await anchors.settled();
    await sweeper.close();
    await services.gallery.close();
    await services.payments.reconciler.close();
    mail.close();
    await services.togetherHub.close();
  });
}
