import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/core/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { controlSocketPath, requestBackup, writeBackup } from '../src/db/backup.ts';
import { DataDirBusyError, lockDataDir, pgliteDir } from '../src/core/data-dir.ts';

// `npm run backup [file]`: what a fresh data folder needs to be this site again, as one .tar.gz (default
// backups/xcb-<time>.tar.gz): a consistent copy of the embedded database (DATA_DIR/pg), the data folder's
// session secret and payment pepper (or which environment variable held them), and the uploads on disk
// (or that they are in the database, FILE_STORAGE=postgres). While the server runs the database copy is
// asked of it over its control socket (DATA_DIR/control.sock), taken between transactions without
// stopping; otherwise the directory is opened directly, under its lock (data-dir.ts).
// Exit code 0 on success, 1 when the file exists, 2 when no backup could be taken.

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('备份未执行: 使用 PostgreSQL (DATABASE_URL) 时请用 pg_dump 备份该数据库');
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const out = resolve(process.argv[2] ?? join('backups', `xcb-${stamp}.tar.gz`));
if (existsSync(out)) {
  console.error(`备份未执行: ${out} 已存在，不会覆盖`);
  process.exit(1);
}

let bytes: Buffer | null;
let source: string;
try {
  bytes = await requestBackup(controlSocketPath(config.dataDir));
  source = '运行中的服务器';
  if (!bytes) {
    const pgDir = pgliteDir(config.dataDir);
    if (!existsSync(join(pgDir, 'PG_VERSION'))) {
      console.error(`备份未执行: ${pgDir} 中没有数据库`);
      process.exit(2);
    }
    const lock = lockDataDir(pgDir, config.dataDir);
    const database = await openDatabase({ dataDir: pgDir });
    try {
      bytes = Buffer.from(await (await database.backup!()).arrayBuffer());
    } finally {
      await database.close();
      lock.release();
    }
    source = pgDir;
  }
} catch (err) {
  console.error(
    err instanceof DataDirBusyError ? `备份未执行: ${err.message}` : `备份失败: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(2);
}
let manifest: Awaited<ReturnType<typeof writeBackup>>;
try {
  manifest = await writeBackup(out, bytes, config);
} catch (err) {
  console.error('备份失败:', err instanceof Error ? err.message : err);
  process.exit(2);
}
const size = statSync(out).size;
console.log(`已备份 (${source}) → ${out}  ${(size / 1024 / 1024).toFixed(1)} MB`);
const secret = (kind: 'file' | 'env', env: string, label: string) =>
  kind === 'file' ? `${label}（数据目录中的）在备份中` : `${label}来自环境变量 ${env}，不在备份中：恢复时请设置同一个值`;
console.log(`  ${secret(manifest.sessionSecret, 'SESSION_SECRET', '会话密钥')}`);
console.log(`  ${secret(manifest.paymentPepper, 'PAYMENT_PEPPER', '支付密码密钥')}`);
console.log(
  manifest.uploads === 'files'
    ? `  上传文件 ${manifest.uploadCount} 个（${config.uploadDir}）在备份中`
    : '  上传文件在数据库中（FILE_STORAGE=postgres），随数据库备份',
);
console.log(`恢复: 停止服务器后运行 npm run restore -- ${out}`);
