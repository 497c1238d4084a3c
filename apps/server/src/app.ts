import Fastify, { type FastifyInstance, type FastifyRequest, type onRouteHookHandler } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@vernissage/core/constants';
import { plainIssueMessage } from '@vernissage/core/schemas';
import { DEVELOPMENT_AIDS, servedOverHttps, type Env } from './config/env.ts';
import { APP_VERSION } from './config/version.ts';
import { changeFeedPlugin } from './plugins/change-feed.ts';
import { dbPlugin } from './plugins/db.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { refuseNulPlugin } from './plugins/refuse-nul.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { AccessLog } from './plugins/access-log.ts';
import { storagePlugin } from './plugins/storage.ts';
import { mailPlugin } from './plugins/mail.ts';
import { captchaPlugin } from './plugins/captcha.ts';
import { authPlugin, DEV_ORIGINS } from './plugins/auth.ts';
import { adminStudioRoutes, studioRoutes } from './modules/studio/index.ts';
import { artworkRoutes } from './modules/artworks/index.ts';
import { artistRoutes } from './modules/artists/index.ts';
import { discoveryRoutes } from './modules/discovery/index.ts';
import { sitemapRoutes } from './modules/sitemap/index.ts';
import { adminSharedLinkRoutes, sharedLinkRoutes } from './modules/shared-links/index.ts';
import { adminSeoRoutes, adminSnippetRoutes, contentCachePlugin, contentRoutes } from './modules/content/index.ts';
import { adminArticleRoutes, articleRoutes } from './modules/articles/index.ts';
import { eventRoutes } from './modules/events/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { lookupsRoutes } from './modules/lookups/index.ts';
import { siteRoutes } from './modules/site/index.ts';
import { accountRoutes, authMails } from './modules/accounts/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { adminTasteRoutes, ratingRoutes, tastePlugin, tasteRoutes } from './modules/taste/index.ts';
import { inviteRoutes } from './modules/invites/index.ts';
import { consultationRoutes } from './modules/consultations/index.ts';
import { overviewRoutes } from './modules/overview/index.ts';
import { questionRoutes } from './modules/questions/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { adminEarlyAccessRoutes, earlyAccessRoutes } from './modules/early-access/index.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { refuseOversizeUploads } from './lib/uploads.ts';
import { logSafeUrl } from './lib/log-safe-url.ts';
import { stdoutLines } from './lib/log-destination.ts';
import { compiledSerializerCompiler } from './lib/serializer.ts';
import { userRoutes } from './modules/users/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { prepareData } from './modules/demo/index.ts';
import { BOOT_SCRIPT_HASH, pageRoutes } from './modules/pages/index.ts';
import { testingRoutes } from './modules/testing/index.ts';
import { captchaRoutes } from './modules/captcha/index.ts';
import { mailboxRoutes } from './modules/mail/index.ts';
import { contentSecurityPolicy } from './config/csp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
  }
}

export interface BuildOptions {
  /** Skip rendering demo images (fast tests that only need the rows). */
  demoImages?: boolean;
  /** Sees every route as it is registered, hidden ones included (the authorization matrix). */
  onRoute?: onRouteHookHandler;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write: (line: string) => void };
  /** An in-memory database starts from this PGlite dump instead of a new cluster (tests). */
  databaseTemplate?: Blob;
}

/** What each development aid publishes, said in the log at start whenever one is on. */
const AID_WARNINGS: Record<(typeof DEVELOPMENT_AIDS)[number], string> = {
  DEV_MAILBOX: 'DEV_MAILBOX is on: /dev/mailbox and /api/dev/mailbox show every e-mail, one-time codes and reset links included, to anyone who can reach this server',
  TEST_ROUTES: 'TEST_ROUTES is on: /api/test/* lets anyone who can reach this server change site content without signing in',
};
/**
 * What NODE_ENV=development loosens, said at start as the aids are: `npm run dev` sets it, and a
 * server others reach with it would take writes from another origin and cookies over plain http.
 */
const DEVELOPMENT_WARNING = `NODE_ENV is development: writes are accepted from the Vite dev server (${DEV_ORIGINS.join(', ')}) and session cookies are sent without Secure`;

/** Builds the app: external plugins → app plugins → routes, with one error handler. */
export async function buildApp(env: Env, options: BuildOptions = {}): Promise<FastifyInstance> {
  // What no schema words itself is answered in plain words, not zod's developer text (plain-errors.ts).
  z.config({ customError: plainIssueMessage });
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Fastify's request serializer (for errors logged with their request), with the tokens
      // links carry taken out of the URL.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: logSafeUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(options.logStream
        ? { stream: options.logStream }
        : env.NODE_ENV === 'development'
          ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
          : // A turn of the event loop's lines in one write (lib/log-destination.ts); the last
            // turn's when the process exits.
            { stream: stdoutLines() }),
    },
    // One line per request, written when the answer has gone.
    logController: new AccessLog(),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Opening PGlite and migrating can take several seconds on a busy machine.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  for (const aid of DEVELOPMENT_AIDS) if (env[aid]) app.log.warn(AID_WARNINGS[aid]);
  if (env.NODE_ENV === 'development') app.log.warn(DEVELOPMENT_WARNING);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.decorate('env', env);

  await app.register(errorHandlerPlugin);
  // First, so every answer carries them, a refusal by the hooks below too.
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(env.PUBLIC_URL, [BOOT_SCRIPT_HASH]) },
    crossOriginEmbedderPolicy: false,
    ...(servedOverHttps(env.PUBLIC_URL) ? {} : { strictTransportSecurity: false }),
  });
  await app.register(refuseNulPlugin);
  // JSON and pages above 1 KB go out as brotli or gzip; the built assets are precompressed at
  // build and sent as they are (modules/pages), which this leaves alone.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Uploads: one file per request, at most UPLOAD_MAX_BYTES (20 MB); bigger ones are answered 413.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  refuseOversizeUploads(app);
  await app.register(swagger, {
    openapi: { info: { title: `${env.PRODUCT_NAME} API`, version: APP_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(dbPlugin, { template: options.databaseTemplate });
  // Counters in memory for one process (the embedded database); on a PostgreSQL server in a
  // table every process counts in (docs/decisions/032), so a limit holds across all of them.
  await app.register(rateLimit, { global: false, ...(app.dbDriver === 'postgres' ? { store: databaseRateLimitStore(app.db, app.log) } : {}) });
  await app.register(storagePlugin);
  await app.register(mailPlugin);
  await app.register(captchaPlugin);
  await app.register(authPlugin, { mails: authMails });
  await app.register(changeFeedPlugin);
  await app.register(tastePlugin);
  await app.register(contentCachePlugin);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(settingsRoutes);
  await app.register(ratingRoutes);
  await app.register(tasteRoutes);
  await app.register(adminTasteRoutes);
  await app.register(inviteRoutes);
  await app.register(userRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(lookupsRoutes);
  await app.register(contentRoutes);
  await app.register(articleRoutes);
  await app.register(adminSeoRoutes);
  await app.register(adminSnippetRoutes);
  await app.register(adminArticleRoutes);
  await app.register(eventRoutes);
  await app.register(artworkRoutes);
  await app.register(artistRoutes);
  await app.register(discoveryRoutes);
  await app.register(sitemapRoutes);
  await app.register(sharedLinkRoutes);
  await app.register(adminSharedLinkRoutes);
  await app.register(earlyAccessRoutes);
  await app.register(adminEarlyAccessRoutes);
  await app.register(studioRoutes);
  await app.register(adminStudioRoutes);
  await app.register(questionRoutes);
  await app.register(overviewRoutes);
  await app.register(consultationRoutes);
  await app.register(captchaRoutes);
  // Each aid only by its own setting, never by NODE_ENV alone: a bare start publishes neither.
  if (env.DEV_MAILBOX) await app.register(mailboxRoutes);
  await app.register(pageRoutes);

  const prepared = await prepareData(app, { images: options.demoImages ?? true });
  if (env.TEST_ROUTES) await app.register(testingRoutes, { demoImagesReady: prepared.imagesReady });
  return app;
}
