// Runs on whatever Node the machine has (only built-in modules): installs dependencies when missing,
// then hands every step to the Node 24 pinned in devDependencies, so `npm start` and `npm test` work
// on a fresh clone even where the system Node is older than what the project needs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'node_modules', '.bin');
const pinnedNode = join(bin, process.platform === 'win32' ? 'node.cmd' : 'node');
const env = { ...process.env, PATH: `${bin}${process.platform === 'win32' ? ';' : ':'}${process.env.PATH}` };

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  if (r.status !== 0) {
    console.error(`\n✖ ${[cmd, ...args].join(' ')} 失败 (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale = !existsSync(pinnedNode) || !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs;
  if (stale) {
    console.log('› 安装依赖 (npm ci)…');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
}

// The web app is rebuilt only when a source it depends on is newer than the last build, or when a part of
// the build is missing (the server's first screen of / comes from dist-ssr, built beside dist).
function ensureWebBuilt() {
  const stamp = join(root, 'apps', 'web', 'dist', '.build-stamp');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'apps/web/public',
    'packages/shared/src',
    'package-lock.json',
  ];
  const newest = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  const complete = existsSync(join(root, 'apps', 'web', 'dist-ssr', 'entry-server.js'));
  if (complete && existsSync(stamp) && statSync(stamp).mtimeMs >= newest) return;
  console.log('› 构建前端…');
  run('npm', ['run', '--silent', 'build', '-w', '@xcb/web', '--', '--logLevel', 'warn']);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, new Date().toISOString());
}

// npm's own shebang finds `node` on PATH, so with node_modules/.bin first the scripts run on Node 24.
function npmRun(script) {
  run('npm', ['run', '--silent', script]);
}

const task = process.argv[2];
ensureInstalled();
switch (task) {
  case 'start': {
    ensureWebBuilt();
    // Node keeps the compiled code of the server's modules between starts (checked against each file's
    // contents): about half a second of a restart's module loading
    const serverEnv = { NODE_COMPILE_CACHE: join(root, 'node_modules', '.cache', 'node-compile-cache'), ...env };
    const child = spawn(pinnedNode, [join(root, 'apps', 'server', 'src', 'main.ts')], { cwd: root, stdio: 'inherit', env: serverEnv });
    // Ctrl-C reaches the whole process group; wait for the server to close the database cleanly.
    for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
    child.on('exit', (code) => process.exit(code ?? 0));
    break;
  }
  case 'dev':
    ensureWebBuilt();
    npmRun('dev:all');
    break;
  case 'test':
    npmRun('lint');
    npmRun('format:check');
    npmRun('depcruise');
    npmRun('typecheck');
    npmRun('check:openapi');
    npmRun('test:unit');
    npmRun('test:api');
    ensureWebBuilt();
    npmRun('check:bundle');
    npmRun('test:e2e');
    console.log('\n✔ 全部测试通过');
    break;
  case 'test:api':
    npmRun('test:api');
    break;
  default:
    console.error('用法: node scripts/bootstrap.mjs start|test|test:api|dev');
    process.exit(2);
}
