import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

// The shape every area's route table repeats: a path, its handle and the page module's named component,
// loaded on demand. The loader stays written out where the route is declared (`() => import('./pages/X.tsx')`):
// each page is its own chunk with its own preload list, and page-modules.test.ts finds its import() there.

/** A page module's loader whose export `K` is the page. */
export type PageLoader<K extends string> = () => Promise<{ [P in K]: ComponentType }>;

/** The route's lazy load: export `name` of the module `load` brings. */
export const lazyPage =
  <K extends string>(load: PageLoader<NoInfer<K>>, name: K): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });

/** A lazily loaded page: `handle` is its title, or its whole handle (a light page). */
export function pageRoute<K extends string>(
  path: string,
  handle: string | RouteHandle,
  load: PageLoader<NoInfer<K>>,
  name: K,
): RouteObject {
  return { path, handle: typeof handle === 'string' ? { title: handle } : handle, lazy: lazyPage(load, name) };
}
