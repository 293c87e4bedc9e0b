import { StrictMode, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';

/**
 * Marks #root once React has committed into it: a first screen drawn by the server is then either replaced or
 * hydrated. Journeys that measure or scroll an element wait for it, as an element of a replaced screen is
 * detached by that commit.
 */
function Drawn({ into }: { into: HTMLElement | undefined }) {
  useEffect(() => {
    into?.setAttribute('data-drawn', '');
  }, [into]);
  return null;
}

/**
 * The app's element tree around its router: the browser's (main.tsx, `into` its container) and the server's
 * for a visitor's page (entry-server.tsx, its own query cache). The browser hydrates what the server drew, so
 * both render this one tree (the same elements, the same `useId` ids).
 */
export function AppTree({ router, client, into }: { router: ReactNode; client?: QueryClient; into?: HTMLElement }) {
  return (
    <StrictMode>
      <AppProviders client={client}>{router}</AppProviders>
      <Drawn into={into} />
    </StrictMode>
  );
}
