import { useSyncExternalStore } from 'react';

/** The phone breakpoint of the stylesheets (global.css, the layouts' modules): at most 767 px wide. */
export const PHONE_QUERY = '(max-width: 767px)';

/**
 * Whether a media query matches now, following changes (a rotated phone, a resized window). Layout switches
 * are CSS media queries where they can be; this is for the few that change a component's props (the
 * notices' side box). The server render (no window) says false, desktop: on a page the server draws, a
 * phone's hydration would then draw the component again synchronously, so such pages use the stylesheet.
 */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
