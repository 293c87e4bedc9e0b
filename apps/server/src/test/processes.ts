import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

// The server and the scripts as an operator runs them: child processes of the pinned Node, on a data folder.

const root = resolve(import.meta.dirname, '../../../..');

export interface Run {
  child: ChildProcess;
  out: () => string;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
  /** Resolves once the output holds `text`; rejects if the process ends first. */
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>;
}

export function run(script: string, args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, [resolve(root, script), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SCRYPT_LOG_N: '10', LOG_LEVEL: 'warn', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (d: Buffer) => (text += d.toString('utf8')));
  child.stderr?.on('data', (d: Buffer) => (text += d.toString('utf8')));
  const exited = new Promise<number | string>((done) => child.on('exit', (code, signal) => done(code ?? signal ?? -1)));
  let ended = false;
  void exited.then(() => (ended = true));
  return {
    child,
    out: () => text,
    exited,
    async waitFor(wanted, timeoutMs = 120_000) {
      const started = Date.now();
      const found = () => (typeof wanted === 'string' ? text.includes(wanted) : wanted.test(text));
      while (!found()) {
        if (ended) throw new Error(`${script} ended before "${String(wanted)}":\n${text}`);
        if (Date.now() - started > timeoutMs) throw new Error(`${script}: no "${String(wanted)}" in ${timeoutMs} ms:\n${text}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

export const MAIN = 'apps/server/src/main.ts';
