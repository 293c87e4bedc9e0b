import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@xcb/shared/first-screen';
import { bannersQuery } from './platform.ts';
import { getToken, getZone } from '../lib/storage.ts';
import type { QueryClient } from '@tanstack/react-query';

/** When the page's HTML filled the cache: every answer it brought carries this as its dataUpdatedAt. */
let adoptedAt: number | null = null;

/** How long an answer the page arrived with counts as just read: the page's start, not a later visit. */
const JUST_DRAWN_MS = 10_000;

/**
 * `refetchOnMount` for a list that is read again on every visit: except on the page's first mount, when its
 * answer is the one the server drew the page from moments ago. Reading it again there cost a request and a
 * synchronous render of the list during the hydration's effects (useSyncExternalStore sees the fetch
 * start): 40-100 ms at a phone's CPU on /recruitment. An answer read since, or marked stale by a change
 * (invalidated), is not the drawn one.
 */
export function refetchUnlessJustDrawn(query: { state: { dataUpdatedAt: number; isInvalidated: boolean } }): 'always' | false {
  const at = adoptedAt;
  if (at === null || query.state.dataUpdatedAt !== at || query.state.isInvalidated) return 'always';
  return Date.now() - at < JUST_DRAWN_MS ? false : 'always';
}

// The server renders the first screen of `/` and of the list pages into the HTML and sends the data it drew it from beside it
// (apps/server/src/modules/platform/home.document.ts). The page starts from that data: its first render shows what the
// visitor already sees, without asking the server again.

/**
 * Seeds the query cache from the page's first-screen data. Returns what the HTML holds: `app` when the page in
 * it is the app's own render of the address for a visitor (the browser hydrates it, main.tsx), `screen` for
 * a first screen with its data, null when it carries none.
 */
export function adoptFirstScreenData(queryClient: QueryClient): 'app' | 'screen' | null {
  const script = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script?.textContent) return null;
  try {
    const data = JSON.parse(script.textContent) as Partial<FirstScreenData>;
    if (Array.isArray(data.banners)) queryClient.setQueryData(bannersQuery('1').queryKey, data.banners);
    // a list page's answers were a visitor's: a signed-in browser (or one browsing a zone) asks for its own
    const visitor = !getToken() && !getZone();
    if (Array.isArray(data.queries) && visitor) {
      const at = (adoptedAt = Date.now());
      for (const q of data.queries) queryClient.setQueryData(q.key, q.data, { updatedAt: at });
    }
    return data.app === true && visitor ? 'app' : 'screen';
  } catch {
    return null; // a page without usable data asks the server as usual
  } finally {
    script.remove();
  }
}
