import { instanceSharingProblems, loadConfig } from './core/config.ts';
import { openDatabase } from './db/client.ts';
import { countUsers, demoUsers, seed } from './seed/index.ts';
import { buildApp } from './app.ts';
import { startControlSocket } from './db/backup.ts';
import { backfillSkills } from './modules/skills/backfill.ts';
import { DataDirBusyError, lockDataDir, pgliteDir, useDataDirSecrets, type DataDirLock } from './core/data-dir.ts';
import { DEMO_ABANDONED_SECONDS, demoSeedState } from './seed/demo-marker.ts';
import { clearInterruptedDemo } from './seed/demo-reset.ts';

// read config -> take the data folder -> open database -> migrate -> seed demo data if empty -> listen
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (e) {
  // A configuration refused (production with a default secret) is a message for the operator, not a stack.
  console.error(`\n  贤才宝 未启动: ${(e as Error).message}\n`);
  process.exit(1);
}
// several instances on one DATABASE_URL would not share what comes from each one's own DATA_DIR
for (const warning of instanceSharingProblems(config).warnings) console.warn(`  注意: ${warning}`);

// The embedded database is one process's: a second start (or a ledger check) beside this one is refused
// here, before it migrates or opens anything.
let lock: DataDirLock | null = null;
if (!config.DATABASE_URL) {
  try {
    lock = lockDataDir(pgliteDir(config.dataDir), config.dataDir);
  } catch (e) {
    if (!(e instanceof DataDirBusyError)) throw e;
    console.error(`\n  贤才宝 未启动: ${e.message}\n`);
    process.exit(1);
  }
}
// without SESSION_SECRET / PAYMENT_PEPPER, the ones kept in the data folder (made on the first start)
useDataDirSecrets(config);

let database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : pgliteDir(config.dataDir) });
await database.migrate();
// A demo seed killed half way left half a marketplace, which the once-per-database seed would keep for
// good: back to empty and seeded again. On PostgreSQL another instance may be seeding right now: only a
// seed whose heartbeat stopped is abandoned (on PGlite the lock above proves nobody else is).
if (config.demo) {
  const demo = await demoSeedState(database.db);
  if (demo.status === 'started') {
    if (database.kind === 'pglite' || demo.quietSeconds > DEMO_ABANDONED_SECONDS) {
      database = await clearInterruptedDemo(database, config);
      console.log('  上次演示数据未写完，已清空并重新写入');
    } else console.log('  另一个实例正在写入演示数据，本实例不再写入');
  }
}
// Production starts empty but for its first staff account, whose password only the operator knows.
if (!config.demo && !config.ADMIN_PASSWORD && (await countUsers(database.db)) === 0) {
  console.error(
    '\n  贤才宝 未启动: Invalid configuration for production:\n  ADMIN_PASSWORD: required for the first start (the first administrator, ADMIN_NAME, is created with it)\n',
  );
  await database.close();
  process.exit(1);
}
const seeded = await seed(database.db, {
  sm4Enabled: config.SM4_ENABLED,
  scryptLogN: config.SCRYPT_LOG_N,
  demoUsers: config.SEED_DEMO,
  admin: !config.demo && config.ADMIN_PASSWORD ? { name: config.ADMIN_NAME, password: config.ADMIN_PASSWORD } : undefined,
  demoContent: config.SEED_CONTENT,
});
const { app, deps } = await buildApp(config, database);
// The demo marketplace goes through the app's own actions, so it is made once the app is built; asked
// for by the base seed (of this start, or of one killed before it got here).
if (config.SEED_DEMO && config.SEED_CONTENT && (await demoSeedState(database.db)).status === 'wanted') {
  await app.ready();
  const started = performance.now();
  console.log('  正在写入演示内容（企业、职位、需求、课程……）');
  // its ~3,000 requests go through the app: logged one by one they would bury the start banner below
  // 6,000 lines, while the server does not listen yet and no one else's request can be hidden
  const level = app.log.level;
  app.log.level = 'warn';
  // loaded only here: its data and pictures' module graph would otherwise be part of every restart's start-up
  const { seedDemoContent } = await import('./seed/demo/index.ts');
  const report = await seedDemoContent(app, deps).finally(() => (app.log.level = level));
  if (report.seeded) app.log.info({ timings: report.timings }, `demo content seeded in ${Math.round(performance.now() - started)} ms`);
}
// rows written before the skills vocabulary (or by the demo seed) get their skill links once
if (await backfillSkills(database.db)) app.log.info('skill links backfilled');
// `npm run backup` asks this server for a consistent copy over a socket in the data directory.
const control = database.kind === 'pglite' ? await startControlSocket(database, config.dataDir) : null;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await new Promise((resolve) => (control ? control.close(resolve) : resolve(undefined)));
  await database.close();
  lock?.release();
  process.exit(0);
}
// A promise that failed with nobody awaiting it is a bug of the one request or job it belonged to: logged
// with its stack, not a reason to stop serving everyone (Node's default ends the process; issue 45 was one
// such bug in a page's server drawing).
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'a failure nobody awaited (unhandled rejection)'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
if (config.demo)
  app.log.warn(
    { host: config.HOST },
    'demo mode: sandboxes are on (SMS codes and captcha answers readable at /__dev/outbox, payment and OAuth sandboxes); use NODE_ENV=production to serve real users',
  );
const url = `http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST}:${config.PORT}`;
const accounts = config.SEED_DEMO
  ? demoUsers.map((u) => `    ${u.name.padEnd(12)} ${u.password.padEnd(12)} ${u.description}`).join('\n')
  : '';
console.log(`
  贤才宝 已启动: ${url}
  ${
    config.demo
      ? `模式: 演示（沙箱开启：短信验证码与图形验证码答案可在 /__dev/outbox 读取，支付为沙箱，第三方登录为沙箱）\n  监听: ${config.HOST}${config.HOST === '127.0.0.1' ? '（仅本机；设置 HOST 可对外开放，但演示模式不应对外开放）' : '（已对外开放：演示沙箱可被网络上任何人使用）'}\n  正式运行请使用 NODE_ENV=production`
      : `模式: 生产（沙箱关闭）  监听: ${config.HOST}${seeded ? `\n  首个管理员账号: ${config.ADMIN_NAME}（密码见 ADMIN_PASSWORD）` : ''}`
  }
  数据库: ${database.kind === 'pglite' ? `PGlite (${pgliteDir(config.dataDir)})` : 'PostgreSQL (DATABASE_URL)'}${seeded ? (config.SEED_DEMO ? '，已写入演示数据' : '，已写入基础数据') : ''}
  接口文档: ${url}/docs
${config.SEED_DEMO ? `  演示账号（账号 / 密码）:\n${accounts}\n` : ''}  按 Ctrl-C 停止
`);
