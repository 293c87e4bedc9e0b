import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { controlSocketAnswers, controlSocketPath, restoreInto } from '../src/db/backup.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';

// `npm run restore -- <file> [--force]`: brings a backup (npm run backup) back into DATA_DIR/pg. The server
// must be stopped. A database already there is kept unless --force, and then moved aside
// (DATA_DIR/pg.before-restore-<time>), not deleted. After the restore the ledger check runs on it.

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));
const fail = (message: string, code = 1): never => {
  console.error(`恢复未执行: ${message}`);
  process.exit(code);
};
if (!file) fail('用法: npm run restore -- <备份文件> [--force]', 2);
const config = loadConfig();
if (config.DATABASE_URL) fail('使用 PostgreSQL (DATABASE_URL) 时请用 pg_restore / psql 恢复', 2);
const backupFile = resolve(file!);
if (!existsSync(backupFile)) fail(`找不到备份文件 ${backupFile}`, 2);
if (await controlSocketAnswers(controlSocketPath(config.dataDir))) fail('服务器正在运行，请先停止服务器 (Ctrl-C)');

const pgDir = join(config.dataDir, 'pg');
let aside: string | null = null;
if (existsSync(pgDir) && readdirSync(pgDir).length > 0) {
  if (!force) fail(`${pgDir} 中已有数据库；确认要用备份替换它，请加 --force（原数据库会移到旁边保留）`);
  aside = `${pgDir}.before-restore-${new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}`;
  renameSync(pgDir, aside);
}
try {
  await restoreInto(pgDir, readFileSync(backupFile));
} catch (err) {
  // Whatever half-written directory the failure left goes, and the previous database comes back.
  rmSync(pgDir, { recursive: true, force: true });
  if (aside) renameSync(aside, pgDir);
  fail(`备份文件无法恢复: ${err instanceof Error ? err.message : String(err)}`, 2);
}
const database = await openDatabase({ dataDir: pgDir });
try {
  const report = await checkLedger(database.db);
  console.log(`已恢复 ${backupFile} → ${pgDir}${aside ? `（原数据库已移到 ${aside}）` : ''}`);
  console.log(report.ok ? '账本对账: 全部不变量成立' : '账本对账: 发现违反不变量的记录，请运行 npm run ledger:check 查看');
} finally {
  await database.close();
}
