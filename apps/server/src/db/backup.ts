import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
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
