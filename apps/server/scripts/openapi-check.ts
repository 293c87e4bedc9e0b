// `npm run check:openapi`: the API reference must stay usable by client generators. Builds the app in
// memory, takes the document it serves at /openapi.json and
//   1. requires every operation to carry an operationId and an explicit security list (public routes say
//      `security: []`), whether it comes from the action registry or from a route's own options, so a
//      route added without them fails here rather than in a client generator;
//   2. lints it with Redocly's recommended rules and fails on any problem, warnings included;
//   3. generates a TypeScript client with openapi-typescript and type-checks a small file that calls
//      user_login and config_getConfig through openapi-fetch, so a document that generates but types
//      nothing useful (any everywhere, missing paths) fails too.
// Exit code 0 when all hold, 1 otherwise. Work files go to node_modules/.cache/openapi-check (ignored).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/core/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
// One folder per run (two runs at once must not delete each other's files), kept when the check fails.
const work = join(root, 'node_modules', '.cache', 'openapi-check', String(process.pid));
mkdirSync(work, { recursive: true });

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

async function serveDocument(): Promise<Record<string, unknown>> {
  const uploads = mkdtempSync(join(tmpdir(), 'xcb-openapi-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', UPLOAD_DIR: uploads });
  const database = await openDatabase({});
  try {
    await database.migrate();
    const { app } = await buildApp(config, database);
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/openapi.json' });
      if (res.statusCode !== 200) throw new Error(`/openapi.json answered ${res.statusCode}`);
      return res.json<Record<string, unknown>>();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(uploads, { recursive: true, force: true });
  }
}

/** Our own rule, stricter than the linter's: every operation names itself and says who may call it. */
function missingFields(doc: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (typeof op.operationId !== 'string' || !op.operationId) problems.push(`${method.toUpperCase()} ${path}: 没有 operationId`);
      if (!Array.isArray(op.security)) problems.push(`${method.toUpperCase()} ${path}: 没有 security（公开接口写 security: []）`);
    }
  }
  return problems;
}

function run(step: string, cmd: string, args: string[]): boolean {
  console.log(`› ${step}`);
  const r = spawnSync(cmd, args, { cwd: work, stdio: 'inherit', env: { ...process.env, NO_COLOR: '1' } });
  if (r.status === 0) return true;
  console.error(`✖ ${step} 失败 (exit ${r.status ?? r.signal})`);
  return false;
}

// A typed use of the generated client: wrong paths, bodies or reply fields are type errors here.
const USAGE = `import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

const client = createClient<paths>({ baseUrl: 'http://localhost:3000' });

export async function login(name: string, password: string): Promise<string | undefined> {
  const { data } = await client.POST('/user_login.action', { body: { name, password } });
  return data?.success ? data.jwt : undefined;
}

export async function configStatus(): Promise<string | undefined> {
  const { data } = await client.POST('/config_getConfig.action', { body: {} });
  return data?.success ? data.data.configStatus : undefined;
}

export async function banners(): Promise<number> {
  const { data } = await client.GET('/banner_bannerList.action', { params: { query: { bannerType: '1' } } });
  return data?.success ? 1 : 0;
}

export async function misuse(): Promise<void> {
  // @ts-expect-error an action that does not exist
  await client.POST('/no_such_action.action', {});
  // @ts-expect-error user_login's name is a string
  await client.POST('/user_login.action', { body: { name: 1, password: 'b' } });
  const { data } = await client.POST('/config_getConfig.action', { body: {} });
  // @ts-expect-error the reply has no field of that name (the types are not any)
  if (data?.success) console.log(data.notAField);
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2023',
    lib: ['ES2023', 'DOM'],
    module: 'nodenext',
    moduleResolution: 'nodenext',
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  },
  files: ['usage.ts'],
};

const doc = await serveDocument();
const docFile = join(work, 'openapi.json');
writeFileSync(docFile, JSON.stringify(doc, null, 2));
writeFileSync(join(work, 'package.json'), JSON.stringify({ type: 'module', private: true }));
writeFileSync(join(work, 'usage.ts'), USAGE);
writeFileSync(join(work, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));

let ok = true;
const missing = missingFields(doc);
for (const p of missing) console.error(`  ✗ ${p}`);
if (missing.length) {
  console.error(`✖ ${missing.length} 个操作缺少 operationId 或 security`);
  ok = false;
}
// Warnings fail the check too: redocly exits 0 on them, so they are counted from its JSON report. One
// recommended rule is skipped: info-license asks the document to name a licence, and this private
// project has none to name (a made-up one would be worse than none).
console.log('› redocly lint (recommended)');
const lintArgs = ['lint', '--extends', 'recommended', '--skip-rule', 'info-license', '--max-problems', '1000', '--format', 'json', docFile];
const lint = spawnSync(bin('redocly'), lintArgs, { cwd: work, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
let totals: { errors: number; warnings: number } | undefined;
try {
  const report = JSON.parse(lint.stdout) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  totals = report.totals;
  for (const p of report.problems) console.error(`  ✗ [${p.severity}] ${p.ruleId}: ${p.message}  (${p.location[0]?.pointer ?? ''})`);
} catch {
  console.error(lint.stdout, lint.stderr);
}
if (!totals || totals.errors || totals.warnings) {
  console.error(`✖ redocly lint: ${totals ? `${totals.errors} 个错误，${totals.warnings} 个警告` : `无法运行 (exit ${lint.status})`}`);
  ok = false;
}
ok = run('openapi-typescript', bin('openapi-typescript'), [docFile, '--output', join(work, 'api.ts')]) && ok;
ok = run('tsc --noEmit（生成的客户端类型）', bin('tsc'), ['-p', join(work, 'tsconfig.json')]) && ok;
if (ok) rmSync(work, { recursive: true, force: true });
console.log(ok ? '✔ OpenAPI 文档可供客户端生成器使用' : `✖ OpenAPI 检查未通过（文档与生成的类型在 ${work}）`);
process.exit(ok ? 0 : 1);
