import { Suspense, type ReactNode } from 'react';

/**
 * A section of a page the server drew that the browser takes over in a pass of its own. React leaves a
 * Suspense boundary it meets while hydrating for later, at a low priority, and commits it by itself: the
 * page's sections then attach in a few short tasks instead of one commit of the whole page (on /recruitment,
 * the longest task of a phone's start). Rendered in the browser, the boundary changes nothing: nothing in a
 * section suspends.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
