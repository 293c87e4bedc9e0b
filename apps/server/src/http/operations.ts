import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';
import { executeRows } from '../db/rows.ts';
import type { AppDeps } from './deps.ts';
import { SECURITY, type RouteDoc } from './openapi.ts';

// What an operator of several instances watches (docs/architecture.md "Operations"):
//   GET /healthz  liveness: the process answers. Never touches the database, so a database outage does not
//                 get every instance restarted.
//   GET /readyz   readiness: the database answers and the realtime LISTEN is attached; 503 otherwise, so a
//                 load balancer stops sending users to an instance whose pushes would not reach them.
//   GET /metrics  Prometheus text, only with METRICS_TOKEN set and sent as a bearer token (404 without the
//                 setting, 401 without the token): request latency per action, database pool use, open
//                 sockets, coins held in open escrows by area.

const READY_TIMEOUT_MS = 2_000;

const doc = (operationId: string, summary: string, security: RouteDoc['security'], responses: RouteDoc['responses']): RouteDoc => ({
  operationId,
  security,
  tags: ['operations'],
  summary,
  responses,
});

/** The label a request's latency is kept under: the action's name, or the route's pattern (bounded). */
function actionOf(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (!url) return 'unmatched';
  const action = /^\/([\w.]+)\.action$/.exec(url);
  return action?.[1] ?? url;
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      database.db.execute(sql`select 1`).then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS))),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function metricsOf(deps: AppDeps, database: Database): Registry {
  // One registry per app: tests and the benchmarks build several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'xcb_' });
  new Gauge({
    name: 'xcb_db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool: total, idle, and requests waiting for one; the embedded database: its one connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = database.poolUse();
      if (!use) {
        this.set({ state: 'total' }, 1);
        return;
      }
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'xcb_websockets_open',
    help: 'Websockets this instance holds: chat (ChatWebsocket) and QR login (QrCodeWebsocket)',
    labelNames: ['socket'],
    registers: [registry],
    collect() {
      this.set({ socket: 'chat' }, deps.hub.size());
      this.set({ socket: 'qr' }, deps.qr.size());
    },
  });
  new Gauge({
    name: 'xcb_realtime_listening',
    help: '1 when the realtime LISTEN connection is attached, 0 while it is being replaced',
    registers: [registry],
    collect() {
      this.set(database.listening() ? 1 : 0);
    },
  });
  // One grouped read of the escrow rows per scrape (the held balance is kept on each row), never a walk
  // of the ledger: both gauges are collected together and share it.
  let reading: Promise<{ area: string; n: number; held: number }[]> | null = null;
  const escrowTotals = () => {
    if (!reading) {
      reading = executeRows<{ area: string; n: number; held: number }>(
        database.db,
        sql`select area, count(*)::int as n, coalesce(sum(deposited - released - returned), 0)::float8 as held from escrows where status = 'open' group by area`,
      ).finally(() => (reading = null));
    }
    return reading;
  };
  new Gauge({
    name: 'xcb_escrow_open',
    help: 'Open escrows by business area',
    labelNames: ['area'],
    registers: [registry],
    async collect() {
      const rows = await escrowTotals();
      this.reset();
      for (const r of rows) this.set({ area: r.area }, Number(r.n));
    },
  });
  new Gauge({
    name: 'xcb_escrow_held_coins',
    help: 'Coins held in open escrows (deposited - released - returned), by business area',
    labelNames: ['area'],
    registers: [registry],
    async collect() {
      const rows = await escrowTotals();
      this.reset();
      for (const r of rows) this.set({ area: r.area }, Number(r.held));
    },
  });
  return registry;
}

/**
 * Health, readiness and metrics as one Fastify plugin. It hooks every request of the app (latency per
 * action), so it is registered without Fastify's encapsulation (the skip-override flag that
 * fastify-plugin sets).
 */
export function operationsPlugin(deps: AppDeps, database: Database) {
  const plugin = (app: FastifyInstance, _opts: unknown, done: () => void) => {
    const registry = metricsOf(deps, database);
    const latency = new Histogram({
      name: 'xcb_request_duration_seconds',
      help: 'Time to answer a request, by action (or route) and status class',
      labelNames: ['action', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const requests = new Counter({
      name: 'xcb_requests_total',
      help: 'Requests answered, by action (or route) and status class',
      labelNames: ['action', 'status'],
      registers: [registry],
    });
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      const labels = { action: actionOf(request), status: `${Math.floor(reply.statusCode / 100)}xx` };
      latency.observe(labels, reply.elapsedTime / 1000);
      requests.inc(labels);
      done();
    });

    const plain = { '200': { description: '正常' }, '400': { description: '无法解析的请求' } };
    app.get(
      '/healthz',
      { config: { openapi: doc('ops_healthz', '存活检查：进程能应答即为 200（不访问数据库）', SECURITY.public, plain) } },
      (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
    );
    app.get(
      '/readyz',
      {
        config: {
          openapi: doc('ops_readyz', '就绪检查：数据库可用且实时推送的 LISTEN 连接已接上时为 200，否则 503', SECURITY.public, {
            '200': { description: '就绪' },
            '400': { description: '无法解析的请求' },
            '503': { description: '数据库不可用或实时推送未接上' },
          }),
        },
      },
      async (_request, reply) => {
        const [db, realtime] = [await databaseAnswers(database), database.listening()];
        const ready = db && realtime;
        return reply
          .status(ready ? 200 : 503)
          .header('Cache-Control', 'no-store')
          .send({ status: ready ? 'ready' : 'unavailable', database: db ? 'ok' : 'down', realtime: realtime ? 'ok' : 'down' });
      },
    );
    const token = deps.config.METRICS_TOKEN;
    if (token) {
      app.get(
        '/metrics',
        {
          config: {
            openapi: doc('ops_metrics', 'Prometheus 指标（文本格式）；需以 METRICS_TOKEN 作 Bearer 令牌', SECURITY.bearer, {
              '200': { description: 'Prometheus 文本格式的指标' },
              '401': { description: '未带或带错令牌' },
            }),
          },
        },
        async (request, reply) => {
          const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
          if (!sameToken(sent, token)) {
            return reply
              .status(401)
              .header('WWW-Authenticate', 'Bearer')
              .send({ success: false, error: '需要指标令牌', code: 'UNAUTHORIZED' });
          }
          return reply
            .header('Content-Type', registry.contentType)
            .header('Cache-Control', 'no-store')
            .send(await registry.metrics());
        },
      );
    }
    done();
  };
  // Registered like fastify-plugin does: the hook applies to the whole app, not only this plugin's routes.
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
