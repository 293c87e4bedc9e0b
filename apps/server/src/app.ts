import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MSG } from '@xcb/shared';
import type { Config } from './core/config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './http/deps.ts';
import { ViewCounts } from './db/view-counts.ts';
import { AppError } from './core/errors.ts';
import { DatabaseOutage, errorForLog, UNAVAILABLE_RETRY_AFTER_S } from './http/database-outage.ts';
import { isDatabaseUnavailable } from './db/errors.ts';
import { registerBodyParsers } from './http/body.ts';
import { buildOpenApi } from './http/openapi.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { registerActions } from './http/router.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerHomeDocument } from './modules/platform/home.document.ts';
import { pageDocuments, visitorCall } from './http/pages/documents.ts';
import { isPageRequest, pageAnswers, pageErrorLog, type SubjectChecks } from './http/page-status.ts';
import { EVERY_LISTED_TABLE, keep } from './db/kept/keep.ts';
import type { ShellDocument } from './http/pages/shell.ts';
import { operationsPlugin } from './http/operations.ts';
import { Hub, QrHub } from './realtime/hub.ts';
import { shareChanges } from './http/kept-replies.ts';
import { DevOutbox } from './providers/dev-outbox.ts';
import { SandboxSmsProvider } from './providers/sms.ts';
import { SandboxOAuthProvider } from './providers/oauth.ts';
import { registerOAuthRoutes } from './modules/account/oauth.routes.ts';
import { registerChatSocket } from './modules/chat/chat.socket.ts';
import { registerQrSocket } from './modules/account/qr.socket.ts';
import { closeSocketsForRestart } from './realtime/restart.ts';
import { SessionService } from './http/sessions.ts';
import { PlatformService } from './modules/platform/platform.service.ts';
import { accountActionList } from './modules/account/account.actions.ts';
import { certificationActionList } from './modules/certification/certification.actions.ts';
import { processManualActionList, registerProcessManualRoutes } from './modules/certification/process-manuals.actions.ts';
import { platformActionList } from './modules/platform/platform.actions.ts';
import { domainActions } from './modules/domain/domain.actions.ts';
import { matchingActionList } from './modules/matching/matching.actions.ts';
import { presidentActionList } from './modules/domain/president.actions.ts';
import { messagingActionList } from './modules/messaging/messaging.actions.ts';
import { fileActionList, registerFileRoutes } from './modules/files/files.actions.ts';
import { adminActionList } from './modules/admin/admin.actions.ts';
import { feedbackActionList } from './modules/admin/feedback.actions.ts';
import { registerWalletRoutes, walletActionList } from './modules/wallet/wallet.actions.ts';
import { disputeActionList, registerDisputeSweep } from './modules/disputes/disputes.actions.ts';
import { courseAuthorActionList } from './modules/course-author/course-author.actions.ts';
import { chatActionList } from './modules/chat/chat.actions.ts';
import { employmentActionList } from './modules/employment/employment.actions.ts';
import { courseActionList, registerCourseSweep } from './modules/courses/courses.actions.ts';
import { registerCourseMediaRoutes } from './modules/courses/media.routes.ts';
import { sharingActionList } from './modules/sharing/sharing.actions.ts';
import { deliveryActionList } from './modules/deliveries/deliveries.actions.ts';
import { communityActionList } from './modules/community/community.actions.ts';
import { personnelActionList, registerPersonnelSweep } from './modules/personnel/personnel.actions.ts';
import { recruitmentActionList, registerRecruitmentRoutes } from './modules/recruitment/recruitment.actions.ts';
import { SandboxGateway, UnavailableGateway } from './providers/payment-gateway.ts';
import { createStorage } from './providers/storage-select.ts';
import { communityPageSubjects } from './modules/community/community.pages.ts';
import { coursesPageSubjects } from './modules/courses/courses.pages.ts';
import { employmentPageSubjects } from './modules/employment/employment.pages.ts';
import { messagingPageSubjects } from './modules/messaging/messaging.pages.ts';
import { personnelPageSubjects } from './modules/personnel/personnel.pages.ts';
import { recruitmentPageSubjects } from './modules/recruitment/recruitment.pages.ts';
import { sharingPageSubjects } from './modules/sharing/sharing.pages.ts';
import { walletPageSubjects } from './modules/wallet/wallet.pages.ts';
import { registerReviewFileLink, registerReviewKinds } from './modules/staff/review.ts';
import { registerDisputeKinds } from './modules/disputes/disputes.ts';
import { registerGuardedFiles } from './modules/files/guarded.ts';
import { registerAlertMatcher } from './modules/recruitment/alerts.service.ts';
import { certificationReviewKinds } from './modules/certification/certification.review.ts';
import { presidentReviewKinds } from './modules/domain/president.review.ts';
import { feedbackReviewKinds } from './modules/admin/feedback.review.ts';
import { walletReviewKinds } from './modules/wallet/wallet.review.ts';
import { courseReviewKinds } from './modules/course-author/course.review.ts';
import { courseReviewFileLink, isCourseFile } from './modules/courses/course-files.ts';
import { employmentReviewKinds } from './modules/employment/employment.review.ts';
import { employmentDisputeKinds } from './modules/employment/employment.disputes.ts';
import { sharingReviewKinds } from './modules/sharing/sharing.review.ts';
import { sharingDisputeKinds } from './modules/sharing/sharing.disputes.ts';
import { personnelReviewKinds } from './modules/personnel/personnel.review.ts';
import { personnelDisputeKinds } from './modules/personnel/personnel.disputes.ts';
import { recruitmentReviewKinds } from './modules/recruitment/recruitment.review.ts';
import { alertMatcher } from './modules/matching/alerts.ts';

/**
 * What the lower layers serve for the areas above them, handed to them here instead of imported
 * (layers.cjs): the review queues and dispute kinds of each area (in the dashboard's order), the course
 * files the public file routes refuse and the review drawer signs, and matching's score for the
 * recruitment alerts. Registering again, as every app a test file builds does, changes nothing.
 */
function registerAreaKinds(): void {
  registerReviewKinds([
    ...certificationReviewKinds,
    ...presidentReviewKinds,
    ...feedbackReviewKinds,
    ...walletReviewKinds,
    ...courseReviewKinds,
    ...employmentReviewKinds,
    ...sharingReviewKinds,
    ...personnelReviewKinds,
    ...recruitmentReviewKinds,
  ]);
  registerDisputeKinds([...employmentDisputeKinds, ...sharingDisputeKinds, ...personnelDisputeKinds]);
  registerGuardedFiles(isCourseFile);
  registerReviewFileLink(courseReviewFileLink);
  registerAlertMatcher(alertMatcher);
}

/** Each area's checks of the things its detail pages name (packages/shared/src/page-subjects.ts). */
export const pageSubjectAreas = [
  communityPageSubjects,
  coursesPageSubjects,
  employmentPageSubjects,
  messagingPageSubjects,
  personnelPageSubjects,
  recruitmentPageSubjects,
  sharingPageSubjects,
  walletPageSubjects,
] as const;

type Merged<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]] ? H & Merged<R> : unknown;

/** All areas' checks in one table: a subject no area checks does not compile (SubjectChecks names every one). */
export const pageSubjectChecks: SubjectChecks = Object.assign({}, ...pageSubjectAreas) as Merged<typeof pageSubjectAreas>;

export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
}

/** Registers plugins and modules; listening is main.ts's job, so tests can `inject` into the same app. */
export async function buildApp(config: Config, database: Database): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // A malformed URL or header is bad input too: answer in the envelope, in Chinese.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({ success: false, error: MSG.badRequest, msg: MSG.badRequest, code: 'BAD_REQUEST' });
    },
  });

  const hub = new Hub(database);
  const sandbox = config.paymentSandbox ? new SandboxGateway(config.paymentPepper) : null;
  await hub.start();
  // The sandboxes (outbox, payment, OAuth) belong to the demo mode only; production has none of them.
  const outbox = new DevOutbox(config.demo);
  const qr = new QrHub(database);
  await qr.start();
  await shareChanges(database);
  const deps: AppDeps = {
    config,
    db: database.db,
    hub,
    payments: sandbox ?? new UnavailableGateway(),
    outbox,
    sms: new SandboxSmsProvider(outbox),
    qr,
    oauth: config.demo
      ? { wechat: new SandboxOAuthProvider('wechat', config.sessionSecret), qq: new SandboxOAuthProvider('qq', config.sessionSecret) }
      : null,
    platform: new PlatformService(database.db),
    limiter: new RateLimiter(database.db, config.RATE_WINDOW_SECONDS),
    // A session that ends (a newer login on the same device class, logout, disabled account) closes its
    // open sockets at once, telling the client why.
    sessions: new SessionService(database.db, config.sessionSecret, config.SESSION_DAYS, (userId, sessionId, reason, via) => {
      const message = { userId, sessionId, close: true, payload: { cmdtype: 'sessionEnded', reason } };
      if (via) return hub.publishIn(via, message);
      hub.publish(message);
    }),
    log: app.log,
    storage: createStorage(config, database.db),
    registry: [],
    views: new ViewCounts(database.db, (err) => app.log.error({ err }, 'view counts not written')),
  };
  // The views still in memory are written before the database closes (main.ts and the tests close the
  // app first).
  app.addHook('onClose', async () => {
    await deps.views.close();
  });
  // Every route as registered, for the API reference (http/openapi.ts): it is built once all are in.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  // A database that cannot be reached answers 503 and is logged once per interval (http/database-outage.ts).
  const outage = new DatabaseOutage(app.log, {
    probe: () => database.db.execute(sql`select 1`).then(() => true),
  });
  app.addHook('onClose', (_instance, done) => {
    outage.stop();
    done();
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429 && typeof error.extra.retryAfter === 'number')
        void reply.header('Retry-After', String(error.extra.retryAfter));
      const code = error.status === 200 ? {} : { code: error.code };
      return reply.status(error.status).send({ success: false, error: error.message, msg: error.message, ...code, ...error.extra });
    }
    const e = error as { statusCode?: number; code?: string };
    // Fastify's own 4xx (unparseable JSON, too large, bad multipart) are bad input, never a 500.
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const message = e.statusCode === 413 ? '请求内容过大' : MSG.badRequest;
      return reply.status(e.statusCode).send({ success: false, error: message, msg: message, code: e.code ?? 'BAD_REQUEST' });
    }
    if (isDatabaseUnavailable(error)) {
      outage.refused(error);
      return reply
        .status(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ success: false, error: MSG.serviceUnavailable, msg: MSG.serviceUnavailable, code: 'UNAVAILABLE' });
    }
    request.log.error({ err: errorForLog(error) }, 'unhandled error');
    return reply.status(500).send({ success: false, error: MSG.serverError, msg: MSG.serverError, code: 'INTERNAL' });
  });

  registerSecurityHeaders(app, { trustProxy: config.TRUST_PROXY });
  registerBodyParsers(app);
  await app.register(multipart, { limits: { fileSize: 110 * 1024 * 1024, files: 1, fields: 100, parts: 101 } });
  // Open sockets are closed with 1012 (service restart) when the app closes, not the plugin's code-less close.
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 }, preClose: closeSocketsForRestart });
  // Before the routes: its hook times every one of them.
  await app.register(operationsPlugin(deps, database));

  registerAreaKinds();
  registerActions(app, deps, [
    ...accountActionList,
    ...platformActionList,
    ...domainActions,
    ...presidentActionList,
    ...messagingActionList,
    ...fileActionList,
    ...adminActionList,
    ...feedbackActionList,
    ...walletActionList,
    ...processManualActionList,
    ...disputeActionList,
    ...certificationActionList,
    ...courseAuthorActionList,
    ...courseActionList,
    ...deliveryActionList,
    ...sharingActionList,
    ...communityActionList,
    ...chatActionList,
    ...personnelActionList,
    ...employmentActionList,
    ...recruitmentActionList,
    ...matchingActionList,
  ]);
  registerFileRoutes(app, deps);
  registerWalletRoutes(app, deps, sandbox);
  registerProcessManualRoutes(app);
  registerCourseSweep(app, deps);
  registerPersonnelSweep(app, deps);
  registerDisputeSweep(app, deps);
  registerCourseMediaRoutes(app, deps);
  registerRecruitmentRoutes(app, deps);
  registerChatSocket(app, deps);
  registerQrSocket(app, deps);
  registerOAuthRoutes(app, deps);
  deps.outbox.register(app);

  // Filled when the app is ready, so routes that plugins register late are listed too; the swagger UI
  // reads this same object.
  const openapi = {};
  app.addHook('onReady', (done) => {
    Object.assign(openapi, buildOpenApi(deps.registry, routes));
    done();
  });
  app.get('/openapi.json', { config: { openapi: false } }, () => openapi);
  await app.register(swagger, { mode: 'static', specification: { document: openapi as never } });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });

  const webDist = resolve(config.WEB_DIST);
  const hasWeb = existsSync(join(webDist, 'index.html'));
  // The static plugin serves the built web app; uploads are sent from the storage (modules/files/serve.ts).
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts): sent as the
      // browser accepts, a first page's JavaScript crosses the wire at a third of its size.
      preCompressed: true,
      // Vite names assets by content hash, so they never change under one name: cache them for good.
      // The app shell (index.html) is always revalidated, so a new build reaches users on their next visit.
      setHeaders: (res, path) => {
        const file = path.replace(/\.(br|gz)$/, '');
        const policy = file.includes(join('dist', 'assets'))
          ? 'public, max-age=31536000, immutable'
          : file.endsWith('index.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        res.header('Cache-Control', policy);
      },
    });
  }
  const pages = pageDocuments(webDist, pageErrorLog(app.log), join(resolve(config.WEB_SSR), 'entry-server.js'), {
    call: visitorCall(app),
    kept: keep<string, ShellDocument>(deps.db, {
      reads: EVERY_LISTED_TABLE,
      maxBytes: 8 * 1024 * 1024,
      ttl: 30_000,
      bytes: (d) => d.html.length,
    }),
  });
  if (hasWeb) registerHomeDocument(app, deps, { webDist, webSsr: config.WEB_SSR, pageDocument: pages.page });
  const answerPage = pageAnswers(pages, pageSubjectChecks, deps.db);
  app.setNotFoundHandler(async (request, reply) => {
    // The web app's routes (/login, /show?id=…) get their document, with 404 where nothing is there; the rest
    // (unknown actions, missing files) a JSON 404.
    if (hasWeb && isPageRequest(request)) return answerPage(request, reply);
    return reply.status(404).send({ success: false, error: MSG.notFound, msg: MSG.notFound, code: 'NOT_FOUND' });
  });

  return { app, deps };
}
