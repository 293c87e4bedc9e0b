// No eval under the CSP: zod must know before any schema runs.
import './zod-jitless.ts';
// Global styles first, so that component styles (CSS modules) come later and win ties.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { loadCryptoConfig } from './api/client.ts';
import { bannersQuery } from './api/platform.ts';
import { queryClient } from './api/query-client.ts';

// Read the encryption flag early so the first login does not wait for it (a failure retries later).
loadCryptoConfig().catch(() => undefined);

// The home page's largest element is its first banner (LCP). Its list is asked for now, beside the page's
// code, instead of after that code has loaded and rendered (a round trip saved on slow networks).
if (window.location.pathname === '/') void queryClient.prefetchQuery(bannersQuery('1'));

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
