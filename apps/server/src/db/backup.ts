import { chmodSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { createGzip, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Config } from '../core/config.ts';
import { PAYMENT_PEPPER_FILE, SESSION_SECRET_FILE, dataDirSecret, pgliteDir } from '../core/data-dir.ts';
import { openDatabase, type Database } from './client.ts';

// Backups of the embedded database (PGlite, one process only). The running server answers on a Unix
// socket in its data directory: no network address, and only whoever may read the data directory (the
// server's own user) can ask, so nothing is exposed that a copy of ./data would not already give.

/** The control socket of the server that uses this data directory. */
export const controlSocketPath = (dataDir: string) => join(dataDir, 'control.sock');

/** Starts the control socket: `POST /backup` answers a consistent copy (a .tar.gz of the data directory). */
export async function startControlSocket(database: Database, dataDir: string): Promise<Server | null> {
  const backup = database.backup?.bind(database);
  if (!backup) return null;
  const path = controlSocketPath(dataDir);
  // A socket file left by a server that was killed: nothing listens on it any more.
  if (existsSync(path) && !(await controlSocketAnswers(path))) rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    backup().then(
      async (blob) => {
        const bytes = Buffer.from(await blob.arrayBuffer());
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(bytes.length) }).end(bytes);
      },
      (err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(err instanceof Error ? err.message : String(err));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return server;
}

/** Whether a server is listening on this control socket. */
export function controlSocketAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath: path, method: 'GET', path: '/ping', timeout: 2_000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** Asks the running server for a backup; null when no server listens on the socket. */
export function requestBackup(path: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, method: 'POST', path: '/backup' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`备份失败: ${body.toString('utf8') || res.statusCode}`));
      });
      res.on('error', reject);
    });
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? resolve(null) : reject(err)));
    req.end();
  });
}

/**
 * Unpacks a backup into an empty PGlite data directory and proves it opens (the server must be stopped:
 * PGlite allows one process per directory).
 */
export async function restoreInto(pgDir: string, backup: Buffer): Promise<void> {
  const database = await openDatabase({ dataDir: pgDir, loadDataDir: new Blob([new Uint8Array(backup)]) });
  try {
    await database.db.execute(sql`select count(*) from users`);
  } finally {
    await database.close();
  }
}

// A backup is what a fresh data folder needs to be the same site again: a .tar.gz holding
//   manifest.json          where each part came from (BackupManifest)
//   database.tar.gz        the PGlite copy above
//   secrets/session-secret, secrets/payment-pepper   the data folder's own, when not set in the environment
//   uploads/<name>         every uploaded file on disk (FILE_STORAGE=disk), taken after the database copy,
//                          so each file a row of the copy names is there
// (plain ustar entries: `tar tzf` lists it). A file made by the first `npm run backup` is the bare
// database copy, with no manifest; restore still reads it, and says what it lacks.

export interface BackupManifest {
  format: 'xcb-backup';
  version: 2;
  createdAt: string;
  /** `file`: in the backup (the data folder's); `env`: SESSION_SECRET / PAYMENT_PEPPER, set it again on restore. */
  sessionSecret: 'file' | 'env';
  paymentPepper: 'file' | 'env';
  /** `files`: under uploads/ in the backup; `database`: FILE_STORAGE=postgres, inside the database copy. */
  uploads: 'files' | 'database';
  uploadCount: number;
}

const SECRETS = [
  { key: 'sessionSecret', file: SESSION_SECRET_FILE, env: 'SESSION_SECRET', label: '会话密钥' },
  { key: 'paymentPepper', file: PAYMENT_PEPPER_FILE, env: 'PAYMENT_PEPPER', label: '支付密码密钥' },
] as const;

const octal = (n: number, width: number) => `${n.toString(8).padStart(width - 1, '0')}\0`;

function tarHeader(name: string, size: number, type = '0'): Buffer {
  const h = Buffer.alloc(512);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(0o600, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(size, 12), 124);
  h.write(octal(Math.floor(Date.now() / 1000), 12), 136);
  h.fill(' ', 148, 156);
  h.write(type, 156);
  h.write('ustar\0', 257, 'latin1');
  h.write('00', 263);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return h;
}

const padding = (size: number) => Buffer.alloc((512 - (size % 512)) % 512);

/** One entry's bytes: a name longer than the header's 100 bytes goes first in a pax record (typeflag x). */
function tarEntry(name: string, data: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  if (Buffer.byteLength(name) > 99) {
    const body = ` path=${name}\n`;
    let len = Buffer.byteLength(body);
    len += String(len + String(len).length).length;
    const record = Buffer.from(`${len}${body}`);
    parts.push(tarHeader('PaxHeader', record.length, 'x'), record, padding(record.length));
  }
  parts.push(tarHeader(Buffer.byteLength(name) > 99 ? name.slice(0, 60) : name, data.length), data, padding(data.length));
  return parts;
}

/** Reads the entries of an (ungzipped) tar; regular files only. */
export function readTar(tar: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let offset = 0;
  let longName: string | null = null;
  while (offset + 512 <= tar.length) {
    const h = tar.subarray(offset, offset + 512);
    if (h.every((b) => b === 0)) break;
    const field = (start: number, len: number) => h.toString('utf8', start, start + len).replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const prefix = h.toString('latin1', 257, 262) === 'ustar' ? field(345, 155) : '';
    const data = tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + size + padding(size).length;
    if (type === 'x') {
      const m = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'));
      longName = m?.[1] ?? null;
      continue;
    }
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = null;
    if (type === '0') entries.set(name, data);
  }
  return entries;
}

/** Every regular file under a directory, as paths relative to it with `/` separators. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/**
 * Writes the backup file `out` (never over an existing one): the database copy `database` (from the
 * running server or the directory itself) with the data folder's secrets and the uploads on disk.
 */
export async function writeBackup(out: string, database: Buffer, config: Config): Promise<BackupManifest> {
  const uploads = config.FILE_STORAGE === 'disk' ? filesUnder(config.uploadDir) : [];
  const manifest: BackupManifest = {
    format: 'xcb-backup',
    version: 2,
    createdAt: new Date().toISOString(),
    sessionSecret: config.SESSION_SECRET ? 'env' : 'file',
    paymentPepper: config.PAYMENT_PEPPER ? 'env' : 'file',
    uploads: config.FILE_STORAGE === 'disk' ? 'files' : 'database',
    uploadCount: uploads.length,
  };
  mkdirSync(dirname(out), { recursive: true });
  const file = createWriteStream(out, { flags: 'wx', mode: 0o600 });
  const gzip = createGzip();
  gzip.pipe(file);
  const put = async (parts: Buffer[]) => {
    for (const p of parts) if (!gzip.write(p)) await once(gzip, 'drain');
  };
  try {
    await put(tarEntry('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2))));
    await put(tarEntry('database.tar.gz', database));
    for (const s of SECRETS)
      if (manifest[s.key] === 'file') await put(tarEntry(`secrets/${s.file}`, Buffer.from(dataDirSecret(config.dataDir, s.file))));
    // one file at a time: the uploads may be far larger than memory allows at once
    for (const name of uploads) await put(tarEntry(`uploads/${name}`, readFileSync(join(config.uploadDir, name))));
    await put([Buffer.alloc(1024)]);
    gzip.end();
    await once(file, 'close');
  } catch (err) {
    gzip.destroy();
    file.destroy();
    rmSync(out, { force: true });
    throw err;
  }
  return manifest;
}

/** A backup file's parts: `manifest` null for a bare database copy (the first backup format). */
export interface BackupContents {
  manifest: BackupManifest | null;
  database: Buffer;
  secrets: Map<string, string>;
  uploads: Map<string, Buffer>;
}

export function readBackup(bytes: Buffer): BackupContents {
  const entries = readTar(gunzipSync(bytes));
  const manifestBytes = entries.get('manifest.json');
  const database = entries.get('database.tar.gz');
  if (!manifestBytes || !database) return { manifest: null, database: bytes, secrets: new Map(), uploads: new Map() };
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as BackupManifest;
  const secrets = new Map<string, string>();
  const uploads = new Map<string, Buffer>();
  for (const [name, data] of entries) {
    if (name.startsWith('secrets/')) secrets.set(name.slice('secrets/'.length), data.toString('utf8').trim());
    else if (name.startsWith('uploads/')) uploads.set(name.slice('uploads/'.length), data);
  }
  return { manifest, database, secrets, uploads };
}

/** What a restore into this configuration would do, or why it refuses (every reason at once, in Chinese). */
export interface RestorePlan {
  refusals: string[];
  /** for the operator after the restore: which variables must keep their value, where the uploads are */
  notes: string[];
  /** data-folder secret files to write: file name -> value */
  secrets: Map<string, string>;
  /** existing paths a --force restore moves aside (not deleted) */
  replaced: string[];
}

export function planRestore(config: Config, backup: BackupContents, force: boolean): RestorePlan {
  const refusals: string[] = [];
  const notes: string[] = [];
  const secrets = new Map<string, string>();
  const replaced: string[] = [];
  const pgDir = pgliteDir(config.dataDir);
  if (existsSync(pgDir) && readdirSync(pgDir).length > 0) {
    if (force) replaced.push(pgDir);
    else refusals.push(`${pgDir} 中已有数据库；确认要用备份替换它，请加 --force（原数据库会移到旁边保留）`);
  }
  const m = backup.manifest;
  for (const s of SECRETS) {
    const target = join(config.dataDir, s.file);
    const fromEnv = Boolean(config[s.env]);
    if (m?.[s.key] === 'env') {
      // the value was never in the data folder: only the operator has it
      if (!fromEnv)
        refusals.push(`备份时${s.label}来自环境变量 ${s.env}：请把 ${s.env} 设置为备份时的同一个值后再恢复（启动服务器时也要设置）`);
      else notes.push(`${s.env} 必须与备份时的值相同（${s.label}不在备份中）`);
      continue;
    }
    const value = backup.secrets.get(s.file);
    if (value === undefined) {
      // a bare database copy: the secret must come from the old folder by hand (or the environment)
      if (!fromEnv && !existsSync(target))
        refusals.push(
          `备份中没有${s.label}（${s.file}）：请把原数据目录中的 ${s.file} 复制到 ${target}，或设置 ${s.env} 为原来的值，然后再恢复`,
        );
      continue;
    }
    if (fromEnv) notes.push(`${s.env} 已设置：服务器将使用它，而不是备份中的${s.label}；它必须与备份时数据目录中的值相同`);
    if (existsSync(target) && readFileSync(target, 'utf8').trim() !== value) {
      if (force) replaced.push(target);
      else refusals.push(`${target} 与备份中的${s.label}不同；确认要用备份替换它，请加 --force（原文件会移到旁边保留）`);
    }
    secrets.set(s.file, value);
  }
  if (m?.uploads === 'database') {
    notes.push('上传文件在数据库中（FILE_STORAGE=postgres），已随数据库恢复');
    if (config.FILE_STORAGE !== 'postgres') notes.push('启动服务器时请设置 FILE_STORAGE=postgres，否则上传文件读不到');
  } else if (m) {
    if (config.FILE_STORAGE !== 'disk')
      refusals.push('备份中的上传文件在磁盘上（FILE_STORAGE=disk）：恢复时请不要设置 FILE_STORAGE=postgres');
    if (filesUnder(config.uploadDir).length > 0) {
      if (force) replaced.push(config.uploadDir);
      else refusals.push(`${config.uploadDir} 中已有上传文件；确认要用备份替换，请加 --force（原目录会移到旁边保留）`);
    }
  } else if (config.FILE_STORAGE === 'disk' && !existsSync(config.uploadDir)) {
    refusals.push(
      `备份中没有上传文件（uploads）：请把原数据目录中的 uploads 复制到 ${config.uploadDir}（原来没有上传文件则建立这个空目录），然后再恢复`,
    );
  }
  return { refusals, notes, secrets, replaced };
}

/**
 * Carries out a plan without refusals: the paths it replaces are moved aside (`<path>.before-restore-<time>`),
 * the database unpacked and opened, then the secrets and uploads written. A database that fails to unpack
 * brings the moved paths back. Answers the paths moved aside.
 */
export async function applyRestore(config: Config, backup: BackupContents, plan: RestorePlan): Promise<string[]> {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const moved = plan.replaced.map((from) => {
    const to = `${from}.before-restore-${stamp}`;
    renameSync(from, to);
    return { from, to };
  });
  const pgDir = pgliteDir(config.dataDir);
  try {
    await restoreInto(pgDir, backup.database);
  } catch (err) {
    // Whatever half-written directory the failure left goes, and what was there comes back.
    rmSync(pgDir, { recursive: true, force: true });
    for (const m of moved) renameSync(m.to, m.from);
    throw err;
  }
  mkdirSync(config.dataDir, { recursive: true });
  for (const [file, value] of plan.secrets) {
    const target = join(config.dataDir, file);
    if (!existsSync(target)) writeFileSync(target, value, { mode: 0o600, flag: 'wx' });
  }
  const root = resolve(config.uploadDir);
  if (backup.manifest?.uploads === 'files') mkdirSync(root, { recursive: true });
  for (const [name, data] of backup.uploads) {
    const target = resolve(root, name);
    // a name from the file must not leave the upload folder
    if (!target.startsWith(root + sep)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, data, { mode: 0o600 });
  }
  return moved.map((m) => m.to);
}
