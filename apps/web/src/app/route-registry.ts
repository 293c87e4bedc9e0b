import { matchRoutes, type RouteObject } from 'react-router';
import { loadAntdScope } from '../components/antd/antd-scope.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';

// The route table, registered by router.tsx, so the header and the personal-centre menu can tell
// whether a page exists without importing the router (which imports them).

let registered: RouteObject[] = [];
/**
 * Answers by path: matchRoutes ranks the whole table on every call, and the personal centre's menu asks for
 * each of its entries on every render. The table is fixed once registered.
 */
const known = new Map<string, boolean>();

/**
 * antd is not at the root (app/providers.tsx). Below the shell (the root layout), every lazily loaded route
 * that is not `light` loads antd's scope beside its module (in parallel), and the shell wraps its pages in
 * that scope once it is loaded (app/layouts/RootLayout.tsx): one long-lived scope, so a message shown just
 * before a navigation survives it. The routes outside the shell (the back office, the zone frame) wrap
 * their own component in a scope of their own.
 */
function attachAntdScopes(routes: RouteObject[], outsideShell: boolean): void {
  for (const route of routes) {
    const light = (route.handle as RouteHandle | undefined)?.light === true;
    const load = route.lazy;
    if (typeof load === 'function' && !light) {
      route.lazy = outsideShell
        ? async () => {
            const [loaded, { withAntdScope }] = await Promise.all([load(), import('../components/antd/AntdScope.tsx')]);
            return loaded.Component ? { ...loaded, Component: withAntdScope(loaded.Component, true) } : loaded;
          }
        : async () => (await Promise.all([load(), loadAntdScope()]))[0];
    }
    // a route outside the shell that wraps itself covers its children; below the shell each route loads it
    if (route.children && !(outsideShell && load)) attachAntdScopes(route.children, false);
  }
}

export function registerRoutes(routes: RouteObject[]): void {
  attachAntdScopes(routes, true);
  registered = routes;
  known.clear();
}

/** True when the path (query ignored) matches a real route, not the catch-all 404. */
export function routeExists(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  let exists = known.get(pathname);
  if (exists === undefined) {
    const last = matchRoutes(registered, pathname)?.at(-1);
    exists = !!last && last.route.path !== '*';
    known.set(pathname, exists);
  }
  return exists;
}
