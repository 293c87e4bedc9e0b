import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.ts';

// No antd here: its scope (locale, theme, <App>) wraps only the pages that use it (components/antd/AntdScope.tsx,
// applied by app/route-registry.ts), so the shell and the light pages load without antd.
/** `client`: the server's own cache for the page it draws (entry-server.tsx); the browser's by default. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient | undefined }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
