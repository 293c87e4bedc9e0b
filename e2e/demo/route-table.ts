import { build, type Plugin } from 'esbuild';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The web app's route tables as the browser gets them: app/router.tsx (which places every feature's
 * routes.tsx in the tree) and app/admin/sections.ts (the back office's pages), read by bundling them for
 * Node. Only the modules that build the tables are kept; every other module (layouts, pages, components,
 * CSS) is replaced by a stub whose exports are named functions, so no page code runs and the walk can
 * still tell which guard a branch sits under (RequireAuth). react-router's createBrowserRouter is stubbed
 * and registerRoutes captures the table the router registers, so the sweep compares its own list with
 * exactly what the app routes, and a page added to any table later shows up here.
 */

export interface TableRoute {
  /** the full pattern, e.g. /personnel/main_demand or /admin/wallet/topups */
  path: string;
  /** under the RequireAuth guard (the app sends a visitor to /login) */
  auth: boolean;
}

interface StubFn {
  (): null;
  stubName: string;
}
interface RouteLike {
  path?: string;
  index?: boolean;
  Component?: StubFn | (() => unknown);
  lazy?: unknown;
  children?: RouteLike[];
}

const web = resolve(import.meta.dirname, '../../apps/web/src');
// modules that only build route objects and paths: bundled for real; everything else is a stub
const KEEP = [/\/app\/router\.tsx$/, /\/app\/admin\/sections\.ts$/, /\/features\/[^/]+\/routes\.tsx$/, /\/features\/[^/]+\/paths\.ts$/];
const KEEP_ALSO = [
  /\/features\/[^/]+\/admin\/section\.tsx$/,
  /\/locale\//,
  /\/lib\/route-handle\.ts$/,
  /\/lib\/page-route\.ts$/,
  /packages\/shared\//,
];

const make = `const make = (name) => { const f = () => null; f.stubName = name; return f; };`;
/** A stub with the real module's export names, each a named function (source files) or the names listed. */
function stubOf(file: string | null, names: string[] = []): string {
  const source = file && existsSync(file) ? readFileSync(file, 'utf8') : '';
  const found = [...source.matchAll(/export\s+(?:async\s+)?(?:const|function|class|let)\s+(\w+)/g)].map((m) => m[1] ?? '');
  const all = [...new Set([...names, ...found])].filter(Boolean);
  return `${make}\n${all.map((n) => `export const ${n} = make(${JSON.stringify(n)});`).join('\n')}\nexport default make('default');`;
}

const stubs: Plugin = {
  name: 'route-table-stubs',
  setup(b) {
    b.onResolve({ filter: /^react-router$/ }, () => ({ path: 'react-router', namespace: 'rr' }));
    b.onLoad({ filter: /.*/, namespace: 'rr' }, () => ({
      contents: stubOf(null, [
        'createBrowserRouter',
        'matchRoutes',
        'Navigate',
        'Outlet',
        'useSearchParams',
        'useLocation',
        'useParams',
        'useNavigate',
      ]),
      loader: 'js',
    }));
    b.onResolve({ filter: /route-registry\.ts$/ }, () => ({ path: 'registry', namespace: 'registry' }));
    b.onLoad({ filter: /.*/, namespace: 'registry' }, () => ({
      contents: 'export const registerRoutes = (r) => { globalThis.__routeTable = r; }; export const routeExists = () => true;',
      loader: 'js',
    }));
    b.onResolve({ filter: /^\.{1,2}\// }, (args) => {
      const full = resolve(args.resolveDir, args.path);
      if ([...KEEP, ...KEEP_ALSO].some((re) => re.test(full))) return undefined;
      return { path: full, namespace: 'stub' };
    });
    b.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
      contents: args.path.startsWith('/')
        ? stubOf(args.path)
        : stubOf(null, ['jsx', 'jsxs', 'Fragment', 'createElement', 'lazy', 'Suspense']),
      loader: 'js',
    }));
  },
};

async function load(): Promise<{ routes: RouteLike[]; admin: { pages: { path: string }[] }[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'route-table-'));
  const entry = join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `import ${JSON.stringify(join(web, 'app/router.tsx'))};
     export { adminSections } from ${JSON.stringify(join(web, 'app/admin/sections.ts'))};
     export const routes = globalThis.__routeTable;`,
  );
  const out = join(dir, 'table.mjs');
  await build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    plugins: [
      stubs,
      {
        name: 'react-stub',
        setup(b) {
          b.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, () => ({ path: 'react', namespace: 'stub' }));
          b.onResolve({ filter: /^(antd|@ant-design\/.*|@tanstack\/.*|zod)$/ }, (a) => ({ path: a.path, namespace: 'stub' }));
        },
      },
    ],
    logLevel: 'silent',
  });
  const mod = (await import(pathToFileURL(out).href)) as { routes: RouteLike[]; adminSections: { pages: { path: string }[] }[] };
  return { routes: mod.routes, admin: mod.adminSections };
}

const join2 = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

/** Every page pattern of the app: the router's tree walked (layouts pass their prefix on) plus /admin/<page>. */
export async function routeTable(): Promise<TableRoute[]> {
  const { routes, admin } = await load();
  const out = new Map<string, TableRoute>();
  const walk = (list: RouteLike[], base: string, auth: boolean) => {
    for (const r of list) {
      const path = r.path !== undefined ? join2(base, r.path) : base;
      const guard = auth || (r.Component as StubFn | undefined)?.stubName === 'RequireAuth';
      if ((r.path !== undefined || r.index) && r.path !== '*') out.set(path, { path, auth: guard || path.startsWith('/admin') });
      if (r.children) walk(r.children, path, guard);
    }
  };
  walk(routes, '/', false);
  for (const s of admin) for (const p of s.pages) out.set(`/admin/${p.path}`, { path: `/admin/${p.path}`, auth: true });
  return [...out.values()].sort((a, b) => a.path.localeCompare(b.path));
}
