import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isActionError } from './client.ts';
import { showError } from './feedback.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The screen shows this query's failure itself (e.g. an inline result), so no message. */
      silentError?: boolean;
      /** Asked for in the browser only, never while the server draws a page (entry-server.tsx): answers that are the viewer's own, or asked for again on every mount. */
      browserOnly?: boolean;
    };
  }
}

export const queryClient = new QueryClient({
  // A query that fails shows the server's text once, here; mutations are handled by their caller
  // (a form at its field, or a message), so they have no global handler.
  queryCache: new QueryCache({
    onError: (err, query) => {
      if (!query.meta?.silentError) showError(err);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal (200 with success false, or 4xx) will not change on retry; network and server failures
      // get one more try.
      retry: (count, err) => count < 1 && (!isActionError(err) || err.status === 0 || err.status >= 500),
    },
    mutations: { retry: false },
  },
});
