import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Config } from './config.ts';

// The embedded data folder (DATA_DIR): PGlite allows one process per database directory, and a second
// one (a second `npm start`, `npm run ledger:check` beside the server) gets wrong answers or PGlite's
// Aborted(). So every command that opens one takes its lock first, and the secrets main.ts keeps there
// (session secret, payment pepper) are read the same way by main.ts, the backup and the tests.

/** Another live process holds the folder: the operator's message, and its pid. */
export class DataDirBusyError extends Error {
  readonly dir: string;
  readonly pid: number;
  constructor(dir: string, pid: number) {
    super(`数据目录 ${dir} 正由另一个进程（pid ${pid}）使用：请先停止它`);
    this.name = 'DataDirBusyError';
    this.dir = dir;
    this.pid = pid;
  }
}

export interface DataDirLock {
  /** The lock file, beside the database directory (DATA_DIR/pg.lock). */
  readonly file: string;
  /** Gives the folder up (also done when the process exits). */
  release(): void;
}

interface Holder {
  pid: number;
  /** The process's start time (Linux /proc), so a pid reused after a crash is not taken for the holder. */
  started: string | null;
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks); null off Linux or for a gone process. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) is in parentheses and may hold spaces: count from after it
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (e) {
    // EPERM: a live process of another user
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTime(holder.pid);
  return !(holder.started && now && now !== holder.started);
}

function readHolder(file: string): Holder | null {
  try {
    const h = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof h.pid === 'number' ? { pid: h.pid, started: typeof h.started === 'string' ? h.started : null } : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const ageMs = (file: string) => {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/**
 * Takes the embedded database directory `dir` for this process, or throws DataDirBusyError while another
 * live process holds it. The lock is a file beside the directory (`<dir>.lock`, so copying or restoring
 * the directory never carries it) created with 'wx' (atomically: of two openers one wins); a lock left by a
 * killed process (its pid gone, or reused by another program) is taken over. `shown` names the folder in
 * the message (DATA_DIR rather than DATA_DIR/pg).
 */
export function lockDataDir(dir: string, shown = dir): DataDirLock {
  const file = join(dirname(dir), `${basename(dir)}.lock`);
  mkdirSync(dirname(file), { recursive: true });
  const me: Holder = { pid: process.pid, started: startTime(process.pid) };
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      return held(file, me);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const holder = readHolder(file);
    if (holder && alive(holder)) throw new DataDirBusyError(shown, holder.pid);
    // an empty or unreadable file is one being written this instant; older than a few seconds, a leftover
    if (!holder && ageMs(file) < 2_000) {
      sleep(20);
      continue;
    }
    // stale: removed under a guard file, so two openers taking over at once cannot remove each other's
    // fresh lock (the one that loses the guard retries and finds the winner's live lock)
    const guard = `${file}.takeover`;
    try {
      writeFileSync(guard, content, { flag: 'wx', mode: 0o600 });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (ageMs(guard) > 10_000) rmSync(guard, { force: true });
      sleep(20);
      continue;
    }
    try {
      const again = readHolder(file);
      if (again?.pid === holder?.pid && again?.started === holder?.started) rmSync(file, { force: true });
    } finally {
      rmSync(guard, { force: true });
    }
  }
  throw new Error(`数据目录 ${shown} 的锁文件 ${file} 无法获取`);
}

function held(file: string, me: Holder): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // only our own lock: never one a later owner took over
    const now = readHolder(file);
    if (now?.pid === me.pid && now.started === me.started) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}

/** The embedded database of a data folder (the one directory PGlite opens). */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pg');

export const SESSION_SECRET_FILE = 'session-secret';
export const PAYMENT_PEPPER_FILE = 'payment-pepper';

/** A secret kept in the data folder, made (random, mode 600) on first use. */
export function dataDirSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, name);
  try {
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    // made a moment ago by another process on the same folder (instances on one DATABASE_URL): use that one
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * Without SESSION_SECRET, a secret kept in the data folder keeps users logged in across restarts; without
 * PAYMENT_PEPPER, the pepper likewise (losing it would make every payment password unverifiable). Both
 * are part of a backup for that reason (db/backup.ts).
 */
export function useDataDirSecrets(config: Config): void {
  if (!config.SESSION_SECRET) config.sessionSecret = dataDirSecret(config.dataDir, SESSION_SECRET_FILE);
  if (!config.PAYMENT_PEPPER) config.paymentPepper = dataDirSecret(config.dataDir, PAYMENT_PEPPER_FILE);
}
