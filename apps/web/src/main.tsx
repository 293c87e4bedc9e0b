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

// Read the encryption flag early so the first login does not wait for it (a failure retries later).
loadCryptoConfig().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
