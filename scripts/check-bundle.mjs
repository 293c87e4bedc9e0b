// The first-load JavaScript budget: what a browser downloads to show /, /login and /training,
// gzipped, must stay within BUDGET_KB. Reads the Vite build manifest (apps/web/dist/.vite/manifest.json):
// a page's JavaScript is the entry with its static imports, plus the lazy route module(s) the router
// loads at once for that address, with their static imports. Run after `npm run build`; exits 1 past the
// budget (npm test runs it after the build).
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PAGE_MODULES, START_MODULES } from '../packages/shared/src/page-modules.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps', 'web', 'dist');
// The target, 170 KB on each page, is the limit: past it the check fails. The shell and these three
// pages use no antd (its scope loads with the pages that need it: components/antd/AntdScope.tsx, app/route-registry.ts)
// and the entry holds the route table and the shell only; react, react-dom and the router are ~96 KB of it.
// BUNDLE_BUDGET_KB lowers or raises the limit for an experiment.
const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 170);

/** Address → the modules its route lazily imports on arrival (shared with the server's preload links). */
const PAGES = PAGE_MODULES;
/** The pages held to the budget; the others are printed for information. */
const BUDGETED = new Set(['/', '/login', '/training']);

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`✖ ${manifestPath} 不存在：先运行 npm run build`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) {
  console.error('✖ manifest has no entry');
  process.exit(1);
}

const gz = new Map();
const sizeOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gz.get(file);
};

/** The files of a module and everything it imports statically. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest (moved? update PAGES in scripts/check-bundle.mjs)`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, files);
  return files;
}

let failed = false;
const rows = [];
for (const [page, modules] of Object.entries(PAGES)) {
  const files = closure(entry);
  for (const m of [...START_MODULES, ...modules]) closure(m, files);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const bytes = js.reduce((sum, f) => sum + sizeOf(f), 0);
  const kb = bytes / 1024;
  const budgeted = BUDGETED.has(page);
  const over = budgeted && kb > BUDGET_KB;
  failed ||= over;
  const biggest = js
    .map((f) => [f, sizeOf(f)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([f, s]) => `${f.replace(/^assets\//, '')} ${(s / 1024).toFixed(1)}`)
    .join(', ');
  rows.push(
    `  ${over ? '✖' : budgeted ? '✔' : '·'} ${page.padEnd(26)} ${kb.toFixed(1).padStart(6)} KB gzip${budgeted ? `, 预算 ${BUDGET_KB} KB` : ''} (${js.length} files; largest: ${biggest})`,
  );
}
console.log(`首屏 JavaScript (gzip)，预算 ${BUDGET_KB} KB:\n${rows.join('\n')}`);
if (failed) {
  console.error(`✖ 首屏 JavaScript 超出预算 ${BUDGET_KB} KB`);
  process.exit(1);
}
