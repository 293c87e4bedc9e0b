import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.ts';

// No antd here: its scope (locale, theme, <App>) wraps only the pages that use it (components/antd/AntdScope.tsx,
// applied by app/route-registry.ts), so the shell and the light pages load without antd.
export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
