import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { mkdtemp } from 'node:fs/promises';
import type { Http2SecureServer } from 'node:http2';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAppServices, type AppServices } from './app-services';
import { authenticate } from './auth/authenticate';
import type { TokenVerifier } from './auth/verify-token';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createIntegrations, type Integrations } from './integrations/integrations';
import { registerJobs } from './jobs/jobs-plugin';
import { jobs } from './jobs/jobs';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler';
import { compression } from './http/compression';
import { registerNoStore } from './http/no-store';
import { registerCloseAfterAnswer } from './http/close-after-answer';
import { completeDocument, describeOperation, documentFormBody } from './http/openapi-document';
import { registerNulByteCheck } from './http/reject-nul-bytes';
import { loggerOptions, prettyLogStream, requestLogController } from './http/logging';
import { responseSerializer } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security-headers';
import { registerIcons, registerSpa, wantsSpa } from './http/spa';
import { registerFeatureGates } from './modules/admin/feature-gates';
import { responseCache } from './http/response-cache';
import { writeNotices } from './http/write-notices';
import { activitiesAreaRoutes } from './modules/activities/routes';
import { reportsAreaRoutes } from './modules/reports/routes';
import { adminRoutes } from './modules/admin/routes';
import { assessmentRoutes } from './modules/assessments/routes';
import { auditLogRoutes } from './modules/admin/audit-log/routes';
import { allReferenceListRoutes } from './modules/admin/reference-lists/routes';
import { subscriptionRoutes } from './modules/billing/subscription/routes';
import { billingWebhookRoutes } from './modules/billing/webhook/routes';
import { groupRoutes } from './modules/groups/routes';
import { leaderRoutes } from './modules/leaders/routes';
import { deliveryRoutes } from './modules/comms/deliveries/routes';
import { engagementEmailRoutes } from './modules/comms/emails/routes';
import { commsFileRoutes } from './modules/comms/files/routes';
import { outlookEventRoutes } from './modules/comms/outlook-events/routes';
import { emailTemplateRoutes } from './modules/comms/templates/routes';
import { yammerPostRoutes } from './modules/comms/yammer-posts/routes';
import { imagePreviewRoutes } from './modules/comms/threads/image-preview';
import { threadRoutes } from './modules/comms/threads/routes';
import { documentLibraryRoutes } from './modules/integrations/documents/routes';
import { outboxRoutes } from './modules/integrations/outbox/routes';
import { peopleRoutes } from './modules/people/routes';
import { profileRoutes } from './modules/people/profiles/routes';
import { inviteRoutes } from './modules/people/invites/routes';
import { registerInviteAcceptPage } from './modules/people/invites/accept-page';
import { userRoleRoutes } from './modules/people/user-roles/routes';
import { importRoutes } from './modules/people/imports/routes';
import { directoryRoutes } from './modules/people/directory/routes';
import {
  emailVerificationRoutes,
  registerEmailVerificationPage,
} from './modules/people/email-verification/routes';
import { changeRoutes } from './modules/projects/changes/routes';
import { metricRoutes } from './modules/projects/metrics/routes';
import { narrativeRoutes } from './modules/projects/narrative/routes';
import { phaseRoutes } from './modules/projects/phases/routes';
import { projectRoutes } from './modules/projects/projects/routes';
import { projectStatsRoutes } from './modules/projects/stats/routes';
import { workPlanRoutes } from './modules/projects/work-plan/routes';
import { surveysAreaRoutes } from './modules/surveys/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail, Microsoft 365, documents and files: a port each (server/integrations). */
    integrations: Integrations;
  }
}

export interface BuildAppOptions {
  config: Pick<AppConfig, 'logLevel' | 'rateLimitPublicPerMinute' | 'env'> &
    Partial<Pick<AppConfig, 'trustProxyHops' | 'rateLimitApiPerMinute'>>;
  db: Database;
  verifyToken: TokenVerifier;
  /** Mounts the local OpenID Connect provider (local auth mode only). */
  identity?: (app: FastifyInstance) => Promise<void>;
  /** `npm run dev`: Vite serves the SPA and needs its inline hot-reload preamble. */
  devMode?: boolean;
  /** Built SPA to serve, with history fallback. */
  spaDir?: string;
  /** Icons Outlook fetches by URL for its ribbon (manifest/icons), served at /icons/. */
  iconsDir?: string;
  /** HTTPS key and certificate; tests use `inject` and need none. */
  https?: { key: string; cert: string };
  /** Link base and sign-in mode (defaults: the request's origin, local). */
  services?: AppServices;
  /**
   * The database pg-boss keeps its jobs in, started with the app and stopped when it closes.
   * Absent (tests): jobs run in this process after the request that queued them.
   */
  jobsConnectionString?: string;
  /**
   * The sending and storage ports. Absent (tests): the local defaults in a fresh temporary
   * folder, so nothing a test sends lands in the developer's data folder.
   */
  integrations?: Integrations;
  /**
   * The database whose write notifications keep this replica's caches fresh (callers, feature
   * flags, responses; server/http/write-notices.ts). Absent (most tests): those caches keep to
   * their lifetimes and the response cache stays off.
   */
  writesFrom?: string;
  /**
   * Keep the answers of routes marked `cacheResponse` per replica for up to `ttlMs`, dropped on
   * every write reported from `writesFrom` (server/http/response-cache.ts). Absent (most tests):
   * every request reads the database.
   */
  responseCache?: { ttlMs: number };
  /** How long a replica trusts a caller it resolved while it hears no writes (default 5 s). */
  callerCacheTtlMs?: number;
  /** How long a replica trusts the feature flags it read while it hears no writes (5 s). */
  featureFlagsTtlMs?: number;
  /** Extra Fastify options (e.g. a logger stream in tests). */
  fastify?: Partial<FastifyServerOptions>;
}

/** The Fastify application: used by `main.ts` and by every server test. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const base: FastifyServerOptions = {
    logger: loggerOptions(
      options.config.logLevel,
      options.config.env === 'development' ? await prettyLogStream() : undefined,
    ),
    logController: requestLogController(),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 10 * 1024 * 1024,
    // Behind a load balancer, client addresses (rate limits) come from its X-Forwarded-For;
    // facing clients directly, that header is the client's own word and is ignored.
    trustProxy: (_address: string, hop: number) => hop < (options.config.trustProxyHops ?? 0),
    // A path Fastify cannot decode (`/projects/%E0%A4%A/`) answers in the API's own error shape.
    frameworkErrors: answerFrameworkError,
    ...options.fastify,
  };
  // HTTPS speaks HTTP/2 to browsers: one connection carries the first screen's dozens of files
  // and reads at once, with their repeated headers compressed, where HTTP/1.1 queued them six at
  // a time and resent ~1.7 KB of headers with each. Clients that offer only HTTP/1.1 (load
  // tools, older proxies) still get it. The two instances differ only in their raw request and
  // response types, which no route depends on (Fastify's http2 compatibility layer).
  const app = (options.https
    ? Fastify({
        ...base,
        http2: true,
        https: { allowHTTP1: true, ...options.https },
      } as FastifyHttp2SecureOptions<Http2SecureServer>)
    : Fastify(base)) as unknown as FastifyInstance;
  // Node's HTTP server turns Nagle's algorithm off for each connection, but its HTTP/2 secure
  // server does not: an answer written in more than one piece then waited for the client's
  // delayed ACK (40 ms on Linux), which was the slowest percent of the API's reads.
  app.server.on('connection', (socket: Socket) => socket.setNoDelay(true));

  const integrations =
    options.integrations ??
    (await createIntegrations(options.db, {
      dataDir: await mkdtemp(path.join(tmpdir(), 'changecraft-')),
      publicUrl: 'https://localhost',
      mailFrom: 'Changecraft <no-reply@changecraft.local>',
    }));
  app.decorate('integrations', integrations);

  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against the contract in tests and development, not on every request
  // of a running server (see response-serializer.ts).
  app.setSerializerCompiler(
    responseSerializer(options.config.env === 'test' || (options.devMode ?? false)),
  );
  registerErrorHandling(app);
  registerNulByteCheck(app);
  registerNoStore(app);
  registerCloseAfterAnswer(app);
  registerSecurityHeaders(app, { dev: options.devMode ?? false });

  // Routes that need no sign-in are rate limited per client address. The hook that marks them
  // must run before the plugin's own route hook reads the mark.
  app.addHook('onRoute', (route) => {
    if (route.config?.public && route.url.startsWith('/api/v1/')) {
      route.config.rateLimit = {
        max: options.config.rateLimitPublicPerMinute,
        timeWindow: '1 minute',
      };
    }
  });
  await app.register(rateLimit, { global: false });
  // Uploads (comms files, announcement images): one file per request, checked by content later.
  await app.register(multipart, { limits: { fileSize: 25 * 1024 * 1024, files: 1, fields: 60 } });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Changecraft API',
        version: '1',
        description: 'Every call under /api/v1/, validated by the shared contract.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    // Every operation gets an operationId, summary, description and tag, and every tag is
    // declared, so generated clients and Spectral's `oas` ruleset accept the document.
    transform: (input) => {
      const out = jsonSchemaTransform(documentFormBody(input));
      return { ...out, schema: describeOperation(out.schema, input.route.method, out.url) };
    },
    transformObject: (input) => {
      const document = 'openapiObject' in input ? input.openapiObject : input.swaggerObject;
      return completeDocument(
        document as Parameters<typeof completeDocument>[0],
        integrations.publicUrl,
      ) as typeof document;
    },
  });

  await app.register(writeNotices, {
    ...(options.writesFrom ? { connectionString: options.writesFrom } : {}),
  });
  await app.register(authenticate, {
    db: options.db,
    verify: options.verifyToken,
    ...(options.callerCacheTtlMs === undefined ? {} : { userCacheTtlMs: options.callerCacheTtlMs }),
    ...(options.config.rateLimitApiPerMinute
      ? { requestsPerMinute: options.config.rateLimitApiPerMinute }
      : {}),
  });
  registerAppServices(app, options.db, options.services ?? {});
  registerFeatureGates(app, options.featureFlagsTtlMs);
  if (options.responseCache) await app.register(responseCache, options.responseCache);
  // After the response cache's hook, so a kept answer is compressed once, not on every hit.
  await app.register(compression);
  registerJobs(app, {
    definitions: jobs({ db: options.db, integrations }),
    ...(options.jobsConnectionString ? { connectionString: options.jobsConnectionString } : {}),
  });

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      typed.get('/schema/', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await typed.register(adminRoutes);
      await typed.register(allReferenceListRoutes);
      await typed.register(auditLogRoutes);
      await typed.register(subscriptionRoutes);
      await typed.register(billingWebhookRoutes, { db: options.db });
      await typed.register(peopleRoutes);
      await typed.register(profileRoutes);
      await typed.register(userRoleRoutes);
      await typed.register(inviteRoutes);
      await typed.register(emailVerificationRoutes);
      await typed.register(importRoutes);
      await typed.register(directoryRoutes);
      await typed.register(phaseRoutes);
      await typed.register(projectRoutes);
      await typed.register(changeRoutes);
      await typed.register(narrativeRoutes);
      await typed.register(workPlanRoutes);
      await typed.register(metricRoutes);
      await typed.register(projectStatsRoutes);
      await typed.register(groupRoutes, { directory: integrations.directory });
      await typed.register(outboxRoutes);
      await typed.register(threadRoutes);
      await typed.register(imagePreviewRoutes);
      await typed.register(commsFileRoutes);
      await typed.register(engagementEmailRoutes);
      await typed.register(emailTemplateRoutes);
      await typed.register(yammerPostRoutes);
      await typed.register(outlookEventRoutes);
      await typed.register(deliveryRoutes);
      await typed.register(documentLibraryRoutes);
      await typed.register(surveysAreaRoutes);
      await typed.register(activitiesAreaRoutes);
      await typed.register(reportsAreaRoutes);
      await typed.register(assessmentRoutes);
      await typed.register(leaderRoutes);
    },
    { prefix: '/api/v1' },
  );

  await registerInviteAcceptPage(app);
  await registerEmailVerificationPage(app);
  if (options.identity) await options.identity(app);
  const sendSpaPage = options.spaDir ? await registerSpa(app, options.spaDir) : undefined;
  if (options.iconsDir) await registerIcons(app, options.iconsDir);

  app.setNotFoundHandler((request, reply) => {
    if (sendSpaPage && wantsSpa(request.method, request.url, request.headers.accept)) {
      return sendSpaPage(request, reply);
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });

  return app;
}
