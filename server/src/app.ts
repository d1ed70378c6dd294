import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import type pg from 'pg';
import { apiCompression } from './compression';
import { abstinenceRoutes } from './features/abstinence/abstinence.routes';
import { myStoryRoutes } from './features/my-story/my-story.routes';
import { accessDefaultsRoutes } from './features/access-defaults/access-defaults.routes';
import { accessRequestAdminRoutes, accessRequestRoutes } from './features/access-requests/access-requests.routes';
import { adminUsersRoutes } from './features/admin-users/admin-users.routes';
import { aiRoutes } from './features/ai/ai.routes';
import { storyInterviewRoutes } from './features/story-interview/story-interview.routes';
import { apiKeyAdminRoutes } from './features/api-keys/api-keys.routes';
import { authRoutes } from './features/auth/auth.routes';
import { bookingAdminRoutes, bookingRoutes } from './features/booking/booking.routes';
import { counsellorRoutes } from './features/booking/counsellor.routes';
import { invoiceAdminRoutes } from './features/invoices/invoices.routes';
import { courseAdminRoutes } from './features/courses/course-admin.routes';
import { coursesRoutes } from './features/courses/courses.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { backupRoutes } from './features/backup/backup.routes';
import { demoContentRoutes } from './features/demo-content/demo-content.routes';
import { examAdminRoutes } from './features/exam-admin/exam-admin.routes';
import { examSimulationAdminRoutes, examSimulationRoutes } from './features/exam-simulation/exam-simulation.routes';
import { healthRoutes, readyRoutes } from './features/health/health.routes';
import { integrationRoutes } from './features/integration/integration.routes';
import { knowledgeRoutes } from './features/knowledge/knowledge.routes';
import { legalAdminRoutes, legalRoutes } from './features/legal/legal.routes';
import { lexiconRoutes } from './features/lexicon/lexicon.routes';
import { meRoutes } from './features/me/me.routes';
import { newsRoutes } from './features/news/news.routes';
import { openApiRoutes } from './features/openapi/openapi.routes';
import { performanceTrainerRoutes } from './features/performance-trainer/performance-trainer.routes';
import { quizRoutes } from './features/quiz/quiz.routes';
import { videoAdminRoutes } from './features/videos/video-admin.routes';
import { videoFileAdminRoutes, videoFileRoutes } from './features/videos/video-files.routes';
import { videosRoutes } from './features/videos/videos.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { remindersRoutes } from './features/reminders/reminders.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { statisticsRoutes } from './features/statistics/statistics.routes';
import type { AppDeps, AppEnv } from './middleware/context';
import { ApiError, errorResponse } from './middleware/errors';
import { limitRequestBody, noStoreByDefault, rejectMalformedInput, requireTrustedOrigin } from './middleware/request-guards';
import { collectProcessMetrics, httpRequestDuration } from './metrics/metrics';
import { metricsHandler } from './metrics/metrics-route';
import { buildOpenApiDocument, createRouter } from './openapi';
import { createLifecycle, refuseWhileStopping, type Lifecycle } from './lifecycle';
import { securityHeaders } from './security-headers';
import { mountWebApp } from './static';

export interface AppOptions extends AppDeps {
  databaseKind: 'pglite' | 'postgres';
  /** Serve the built SPA from this folder (production). */
  webDistDir?: string;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy?: boolean;
  /** GET /metrics answers whoever sends this Bearer token; unset: only requests from this machine. */
  metricsToken?: string;
  /** The PostgreSQL pool, for its figures on /metrics. */
  databasePool?: pg.Pool;
  /** Request lines at debug instead of info (a terminal shows the start banner, not every request). */
  quietRequests?: boolean;
  /** The server's stop (server/src/lifecycle.ts); unset: a platform that never stops (tests). */
  lifecycle?: Lifecycle;
}

/** The client's address, for rate limits; never taken from a header the client could set unless trustProxy. */
function clientAddress(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string {
  if (trustProxy) {
    // the entry our own proxy appended is the last one; earlier entries are whatever the client sent
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const API_PREFIX = '/api';

/** The platform API under /api; its type is the contract the web client is typed from. */
function apiRoutes(databaseKind: AppOptions['databaseKind'], lifecycle: Lifecycle) {
  const routes = createRouter()
    .route('/health', healthRoutes(databaseKind))
    .route('/ready', readyRoutes(lifecycle))
    .route('/register', registrationRoutes)
    .route('/me', meRoutes)
    .route('/settings', settingsRoutes)
    .route('/reminders', remindersRoutes)
    .route('/abstinence', abstinenceRoutes)
    .route('/my-story', myStoryRoutes)
    .route('/admin', adminUsersRoutes)
    .route('/access-requests', accessRequestRoutes)
    .route('/admin/access-requests', accessRequestAdminRoutes)
    .route('/admin/access-defaults', accessDefaultsRoutes)
    .route('/admin/quiz', examAdminRoutes)
    .route('/admin/exam-simulation', examSimulationAdminRoutes)
    .route('/admin/demo-content', demoContentRoutes)
    .route('/admin/backups', backupRoutes)
    .route('/admin/videos', videoAdminRoutes)
    .route('/admin/videos', videoFileAdminRoutes)
    .route('/quiz', quizRoutes)
    .route('/exam-simulations', examSimulationRoutes)
    .route('/videos', videosRoutes)
    .route('/videos', videoFileRoutes)
    .route('/admin/courses', courseAdminRoutes)
    .route('/courses', coursesRoutes)
    .route('/lexicon', lexiconRoutes)
    .route('/knowledge', knowledgeRoutes)
    .route('/news', newsRoutes)
    .route('/ai', aiRoutes)
    .route('/my-story', storyInterviewRoutes)
    .route('/booking', bookingRoutes)
    .route('/admin/bookings', bookingAdminRoutes)
    .route('/counsellor', counsellorRoutes)
    .route('/admin', invoiceAdminRoutes)
    .route('/admin/api-keys', apiKeyAdminRoutes)
    .route('/dashboard', dashboardRoutes)
    .route('/performance-trainer', performanceTrainerRoutes)
    .route('/statistics', statisticsRoutes)
    .route('/legal', legalRoutes)
    .route('/admin/legal', legalAdminRoutes);
  // built on the first request, when every route (the document's own included) is registered
  let document: Record<string, unknown> | undefined;
  return routes.route(
    '/',
    openApiRoutes(() => (document ??= buildOpenApiDocument(routes, API_PREFIX))),
  );
}

/** Type-only import for the web client (`hc<AppType>('/api')`). */
export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(options: AppOptions) {
  const {
    db,
    auth,
    mailer,
    media,
    logger,
    config,
    ai,
    databaseKind,
    webDistDir,
    trustProxy = false,
    lifecycle = createLifecycle(),
  } = options;
  const app = new Hono<AppEnv>();
  collectProcessMetrics();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    // better-auth answers with its own Response, which does not carry the header requestId() prepared
    if (!c.res.headers.has('x-request-id')) c.header('X-Request-Id', c.get('requestId'));
    const ms = performance.now() - started;
    // the path only: reset and verification tokens travel in query strings
    const path = c.req.path;
    const isScrape = path === '/metrics';
    // the pattern of the route that answered ('/api/courses/:courseId'), never the ids in the path;
    // this observe is the only metrics work per request
    if (!isScrape) httpRequestDuration.observe({ method: c.req.method, route: routePath(c), status: c.res.status }, ms / 1000);
    const line = { method: c.req.method, path, status: c.res.status, durationMs: Math.round(ms), requestId: c.get('requestId') };
    if (options.quietRequests || isScrape || path === `${API_PREFIX}/health` || path === `${API_PREFIX}/ready`) {
      logger.debug(line, 'request');
    } else logger.info(line, 'request');
  });
  app.use('*', securityHeaders({ appUrl: config.appUrl }));
  app.use('*', refuseWhileStopping(lifecycle));
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('auth', auth);
    c.set('mailer', mailer);
    c.set('media', media);
    c.set('logger', logger.child({ requestId: c.get('requestId') }));
    c.set('config', config);
    c.set('ai', ai);
    c.set('clientIp', clientAddress(c, trustProxy));
    await next();
  });

  app.get('/metrics', metricsHandler({ token: options.metricsToken, pool: options.databasePool }));

  app.use('/api/*', apiCompression());
  app.use('/api/*', noStoreByDefault());
  app.use('/api/*', limitRequestBody());
  app.use('/api/*', requireTrustedOrigin(config.trustedOrigins));
  app.use('/api/*', rejectMalformedInput());
  app.on(['GET', 'POST'], '/api/auth/*', authRoutes({ db, auth }));

  app.route(API_PREFIX, apiRoutes(databaseKind, lifecycle));
  app.route(`${API_PREFIX}/integration/v1`, integrationRoutes);

  app.all('/api/*', (c) => errorResponse(c, 404, { code: 'NOT_FOUND', message: 'No such API route.' }));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return errorResponse(c, error.status, { code: error.code, message: error.message, fields: error.fields });
    }
    // hono's own refusals: a body that is not JSON (415) or JSON that does not parse (400)
    if (error instanceof HTTPException && error.status === 415) {
      return errorResponse(c, 415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as application/json.' });
    }
    if (error instanceof HTTPException && error.status === 400) {
      return errorResponse(c, 400, {
        code: 'VALIDATION_ERROR',
        message: 'The request body is not valid JSON.',
        fields: { _: 'INVALID_JSON' },
      });
    }
    // any other refusal hono raised keeps its status (a client error is never a server error)
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, { code: `HTTP_${error.status}`, message: error.message || 'The request was refused.' });
    }
    logger.error({ err: error, path: c.req.path, requestId: c.get('requestId') }, 'request failed');
    return errorResponse(c, 500, { code: 'INTERNAL_ERROR', message: 'Something went wrong.' });
  });

  if (webDistDir) mountWebApp(app, webDistDir);
  return app;
}

export type App = ReturnType<typeof createApp>;
