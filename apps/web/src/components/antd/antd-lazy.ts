import { lazy, type ComponentType } from 'react';

// The one way to load an antd-using component into an antd-free place (the shell, a light page): the
// component's module and antd's scope (components/antd/AntdScope.tsx) load in parallel, and the component renders inside
// the scope, so it gets the locale, theme and <App> it expects. Use inside <Suspense>.

/** Loads the scope module and `load` in parallel; resolves to `Component` wrapped in the scope. */
export async function scoped<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [{ withAntdScope }, Component] = await Promise.all([import('./AntdScope.tsx'), load()]);
  return withAntdScope(Component);
}

/** React.lazy for an antd-using component: `lazyWithAntd(() => import('./X.tsx').then((m) => m.X))`. */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await scoped(load) }));
}
