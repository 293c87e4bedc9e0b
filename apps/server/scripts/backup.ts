import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { controlSocketPath, requestBackup } from '../src/db/backup.ts';

// `npm run backup [file]`: a consistent copy of the embedded database (DATA_DIR/pg) as a .tar.gz, default
// backups/xcb-<time>.tar.gz. While the server runs it is asked over its control socket (DATA_DIR/control.sock)
// and takes the copy between transactions, without stopping; otherwise the directory is opened directly.
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
    const pgDir = join(config.dataDir, 'pg');
    if (!existsSync(join(pgDir, 'PG_VERSION'))) {
      console.error(`备份未执行: ${pgDir} 中没有数据库`);
      process.exit(2);
    }
    const database = await openDatabase({ dataDir: pgDir });
    try {
      bytes = Buffer.from(await (await database.backup!()).arrayBuffer());
    } finally {
      await database.close();
    }
    source = pgDir;
  }
} catch (err) {
  console.error('备份失败:', err instanceof Error ? err.message : err);
  process.exit(2);
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, bytes, { mode: 0o600, flag: 'wx' });
console.log(`已备份 (${source}) → ${out}  ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);
console.log(`恢复: 停止服务器后运行 npm run restore -- ${out}`);
