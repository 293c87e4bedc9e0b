import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoUsers, seed } from './db/seed/index.ts';
import { buildApp } from './app.ts';

// read config -> open database -> migrate -> seed demo data if empty -> listen
const config = loadConfig();

// Without SESSION_SECRET, a secret kept in the data directory keeps users logged in across restarts.
if (!process.env.SESSION_SECRET) {
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  config.sessionSecret = readFileSync(file, 'utf8').trim();
}

// The payment-password pepper likewise: losing it would make every payment password unverifiable.
if (!process.env.PAYMENT_PEPPER) {
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'payment-pepper');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  config.paymentPepper = readFileSync(file, 'utf8').trim();
}

const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : join(config.dataDir, 'pg') });
await database.migrate();
const seeded = await seed(database.db, { sm4Enabled: config.SM4_ENABLED, scryptLogN: config.SCRYPT_LOG_N, demoUsers: config.SEED_DEMO });
const { app } = await buildApp(config, database);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const url = `http://localhost:${config.PORT}`;
const accounts = config.SEED_DEMO ? demoUsers.map((u) => `    ${u.name.padEnd(12)} ${u.password.padEnd(12)} ${u.description}`).join('\n') : '';
console.log(`
  贤才宝 已启动: ${url}
  数据库: ${database.kind === 'pglite' ? `PGlite (${join(config.dataDir, 'pg')})` : 'PostgreSQL (DATABASE_URL)'}${seeded ? '，已写入演示数据' : ''}
  接口文档: ${url}/docs
${config.SEED_DEMO ? `  演示账号（账号 / 密码）:\n${accounts}\n` : ''}  按 Ctrl-C 停止
`);
