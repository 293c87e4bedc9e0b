import type { ComponentType, ReactNode } from 'react';

// Loads antd's scope (components/antd/AntdScope.tsx) once and keeps it at hand, so the shell can render it
// synchronously once a page that needs it has loaded (no suspense flash between the page and its scope).

type Scope = ComponentType<{ children: ReactNode; bridge?: boolean }>;

let loaded: Scope | null = null;

export async function loadAntdScope(): Promise<Scope> {
  loaded ??= (await import('./AntdScope.tsx')).AntdScope;
  return loaded;
}

/** The scope when it has been loaded, else null. */
export function loadedAntdScope(): Scope | null {
  return loaded;
}

/** Its children inside the loaded scope (the long-lived one, with the message bridge); bare before it loads. */
export function LoadedAntdScope({ children }: { children: ReactNode }) {
  if (!loaded) return children;
  const Scope = loaded;
  return <Scope bridge>{children}</Scope>;
}
