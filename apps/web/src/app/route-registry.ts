import { matchRoutes, type RouteObject } from 'react-router';

// The route table, registered by router.tsx, so the header and the personal-centre menu can tell
// whether a page exists without importing the router (which imports them).

let registered: RouteObject[] = [];

export function registerRoutes(routes: RouteObject[]): void {
  registered = routes;
}

/** True when the path (query ignored) matches a real route, not the catch-all 404. */
export function routeExists(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  const matches = matchRoutes(registered, pathname);
  const last = matches?.at(-1);
  return !!last && last.route.path !== '*';
}
