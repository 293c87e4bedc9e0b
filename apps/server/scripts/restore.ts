import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../src/core/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { applyRestore, controlSocketAnswers, controlSocketPath, planRestore, readBackup, type BackupContents } from '../src/db/backup.ts';
import { DataDirBusyError, lockDataDir, pgliteDir } from '../src/core/data-dir.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.ts';

// `npm run restore -- <file> [--force]`: brings a backup (npm run backup) back into DATA_DIR: the database
// (DATA_DIR/pg), the session secret and payment pepper of the data folder, the uploads (UPLOAD_DIR). The
// server must be stopped. What is already there is kept unless --force, and then moved aside
// (<path>.before-restore-<time>), not deleted. A backup without a secret or the uploads (the first
// backup format) is refused, saying which is missing and where to copy it from. After the restore the
// ledger check runs on it.

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
const pgDir = pgliteDir(config.dataDir);
try {
  lockDataDir(pgDir, config.dataDir);
} catch (err) {
  if (err instanceof DataDirBusyError) fail(err.message);
  throw err;
}

let backup: BackupContents;
try {
  backup = readBackup(readFileSync(backupFile));
} catch (err) {
  fail(`备份文件无法读取: ${err instanceof Error ? err.message : String(err)}`, 2);
}
const plan = planRestore(config, backup!, force);
if (plan.refusals.length > 0) fail(plan.refusals.join('\n  '));
let aside: string[] = [];
try {
  aside = await applyRestore(config, backup!, plan);
} catch (err) {
  fail(`备份文件无法恢复: ${err instanceof Error ? err.message : String(err)}`, 2);
}
const database = await openDatabase({ dataDir: pgDir });
try {
  const report = await checkLedger(database.db);
  console.log(`已恢复 ${backupFile} → ${config.dataDir}${aside.length ? `（原有的已移到 ${aside.join('、')}）` : ''}`);
  if (plan.secrets.size) console.log(`  已写回数据目录: ${[...plan.secrets.keys()].join('、')}`);
  if (backup!.uploads.size) console.log(`  已写回上传文件 ${backup!.uploads.size} 个 → ${config.uploadDir}`);
  for (const note of plan.notes) console.log(`  注意: ${note}`);
  console.log(report.ok ? '账本对账: 全部不变量成立' : '账本对账: 发现违反不变量的记录，请运行 npm run ledger:check 查看');
} finally {
  await database.close();
}
