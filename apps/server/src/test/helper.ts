import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../core/config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { seed } from '../seed/index.ts';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../http/deps.ts';
import { TEST_SEED } from './template.ts';

/**
 * A fresh app per test file: in-memory PGlite by default; with DATABASE_URL (CI's second run) a new
 * database on that PostgreSQL server, dropped afterwards, so runs never see each other's rows.
 */
export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  config: Config;
  /** The PostgreSQL server database of this file (null on PGlite), for a second instance on it. */
  databaseUrl: string | null;
  /** The app's database handle (backups, dumps). */
  database: Database;
  post(action: string, body?: Record<string, unknown>, opts?: { token?: string | undefined; ip?: string }): Promise<LightMyRequestResponse>;
  form(action: string, body: string, opts?: { token?: string }): Promise<LightMyRequestResponse>;
  /** A multipart upload with the file in field `upload`, as the legacy clients send it. */
  upload(
    action: string,
    file: { name: string; data: Buffer; type?: string },
    fields?: Record<string, string>,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  login(name: string, password?: string, extra?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

async function freshServerDatabase(url: string, template: string | null): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `xcb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const uploads = mkdtempSync(join(tmpdir(), 'xcb-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCRYPT_LOG_N: '10',
    WEB_DIST: '/nonexistent',
    UPLOAD_DIR: uploads,
    ...env,
  });
  const seedOptions = { sm4Enabled: config.SM4_ENABLED, scryptLogN: config.SCRYPT_LOG_N, demoUsers: true };
  // the run's seeded template fits every file that keeps the test seed's settings
  const template =
    seedOptions.sm4Enabled === TEST_SEED.sm4Enabled && seedOptions.scryptLogN === TEST_SEED.scryptLogN ? inject('dbTemplate') : undefined;
  const serverUrl = process.env.DATABASE_URL;
  const server = serverUrl ? await freshServerDatabase(serverUrl, template?.kind === 'postgres' ? template.name : null) : null;
  const database = await openDatabase({
    url: server?.url,
    poolSize: 4,
    loadDataDir: !server && template?.kind === 'pglite' ? new Blob([readFileSync(template.file)]) : undefined,
  });
  if (!template) {
    await database.migrate();
    await seed(database.db, seedOptions);
  }
  const { app, deps } = await buildApp(config, database);
  await app.ready();

  const post: TestApp['post'] = (action, body = {}, opts = {}) =>
    app.inject({
      method: 'POST',
      url: `/${action}.action?${Math.random()}`,
      payload: body,
      remoteAddress: opts.ip ?? '127.0.0.1',
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    });

  return {
    app,
    deps,
    config,
    databaseUrl: server?.url ?? null,
    database,
    post,
    form: (action, body, opts = {}) =>
      app.inject({
        method: 'POST',
        url: `/${action}.action`,
        payload: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
      }),
    upload(action, file, fields = {}, token) {
      const boundary = `----xcb${randomBytes(8).toString('hex')}`;
      const parts: Buffer[] = [];
      for (const [k, v] of Object.entries(fields))
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      parts.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
      return app.inject({
        method: 'POST',
        url: `/${action}.action`,
        payload: Buffer.concat(parts),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async login(name, password = 'Demo@2026', extra = {}) {
      const res = await post('user_login', { name, password, ...extra });
      const body = res.json<{ success: boolean; jwt?: string; error?: string }>();
      if (!body.success || !body.jwt) throw new Error(`login ${name} failed: ${body.error}`);
      return body.jwt;
    },
    async close() {
      await app.close();
      await database.close();
      await server?.drop();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/**
 * A second app instance on the first one's PostgreSQL database, with the same configuration (so its
 * sessions are valid here): the setting of several instances behind a load balancer. PostgreSQL only.
 */
export async function createPeerApp(first: TestApp): Promise<{ app: FastifyInstance; deps: AppDeps; close(): Promise<void> }> {
  if (!first.databaseUrl) throw new Error('a second instance needs DATABASE_URL');
  const database = await openDatabase({ url: first.databaseUrl, poolSize: 4 });
  const { app, deps } = await buildApp(first.config, database);
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
