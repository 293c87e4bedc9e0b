import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@xcb/shared/first-screen';
import { bannersQuery } from './platform.ts';
import { getToken, getZone } from '../lib/storage.ts';
import type { QueryClient } from '@tanstack/react-query';

// The server renders the first screen of `/` and of the list pages into the HTML and sends the data it drew it from beside it
// (apps/server/src/http/home-document.ts). The page starts from that data: its first render shows what the
// visitor already sees, without asking the server again.

/** Seeds the query cache from the page's first-screen data; false when the HTML carries none. */
export function adoptFirstScreenData(queryClient: QueryClient): boolean {
  const script = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script?.textContent) return false;
  try {
    const data = JSON.parse(script.textContent) as Partial<FirstScreenData>;
    if (Array.isArray(data.banners)) queryClient.setQueryData(bannersQuery('1').queryKey, data.banners);
    // a list page's answers were a visitor's: a signed-in browser (or one browsing a zone) asks for its own
    if (Array.isArray(data.queries) && !getToken() && !getZone()) for (const q of data.queries) queryClient.setQueryData(q.key, q.data);
    return true;
  } catch {
    return false; // a page without usable data asks the server as usual
  } finally {
    script.remove();
  }
}
