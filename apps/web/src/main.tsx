// No eval under the CSP: zod must know before any schema runs.
import './zod-jitless.ts';
// Global styles first, so that component styles (CSS modules) come later and win ties.
import './styles/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppTree } from './app/AppTree.tsx';
import type { createAppRouter } from './app/router.tsx';
import { loadPublicConfig } from './api/client.ts';
import { adoptFirstScreenData } from './api/first-screen.ts';
import { bannersQuery } from './api/platform.ts';
import { queryClient } from './api/query-client.ts';
import { getToken, getZone } from './lib/storage.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

/**
 * Lets the browser run what is waiting (input, paint) before the next step of the start: the start is four
 * tasks (React's evaluation, the app's, the router's creation, the first render) instead of one long one.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once public/after-paint.js has appended the page's module preloads, a few per task. Creating the
 * router starts the first page's lazy loads, and Vite's preload helper appends in one task every link of
 * theirs not yet in the document: 20-30 links, 30 ms of appendChild at a phone's CPU in the router's task.
 */
function preloadsAppended(): Promise<void> {
  const script = document.querySelector('script[data-preload]');
  if (!script || script.hasAttribute('data-appended')) return Promise.resolve();
  return new Promise((resolve) => {
    script.addEventListener('appended', () => resolve(), { once: true });
    // should the script stop early (an error), the start does not wait for it
    setTimeout(resolve, 3000);
  });
}

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first page's code (and data), so the page can render at once. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The app's tree for the container: the same for a render and a hydration. */
const tree = (container: HTMLElement, router: AppRouter) => <AppTree router={<RouterProvider router={router} />} into={container} />;

/** Draws the app into the container, replacing what it holds (React clears it on its first commit). */
function render(container: HTMLElement, router: AppRouter) {
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a phone's tap or scroll waits for no long task; Lighthouse's TBT).
  startTransition(() => root.render(tree(container, router)));
}

/**
 * Takes over the page the server drew as the app (entry-server.tsx renderDataFirstScreen): React attaches to
 * the drawn elements instead of creating and laying out the page again, the commit that was the longest task
 * of a phone's start. As a transition, the hydration yields every few milliseconds too. A difference between
 * the two renders is not an error for the visitor: React draws the page anew, as render() does.
 */
function hydrate(container: HTMLElement, router: AppRouter) {
  startTransition(() => {
    hydrateRoot(container, tree(container, router), {
      onRecoverableError: (error) => console.warn('hydration: the page was drawn again', error),
    });
  });
}

async function start(container: HTMLElement) {
  // Each step below is a task of its own, after React's evaluation: the page's data put in the cache (up to
  // 45 ms at a phone's CPU for a list page), the router's module (the route table, the shell, the header: one
  // task with React's was 180 ms at Lighthouse's 4x CPU), the router's creation, the first render.
  await nextTask();
  // The home page's largest element is its first banner (LCP). The server sends the home's first screen in the
  // HTML with the banners it drew (apps/server/src/modules/platform/home.document.ts); without them (the dev server), the
  // list is asked for now, beside the page's code, instead of after that code has loaded and rendered.
  const firstScreen = adoptFirstScreenData(queryClient);
  if (!firstScreen && window.location.pathname === '/') void queryClient.prefetchQuery(bannersQuery('1'));
  // The shell's head names the router's files (build/start-preload.ts), so they are loaded already.
  await nextTask();
  const { createAppRouter } = await import('./app/router.tsx');
  await preloadsAppended();
  await nextTask();
  const router = createAppRouter();
  // A first screen from the server stays until the page itself can replace it (React clears #root on its first
  // render): rendering at once would swap the visible banner for the loading shell, then back.
  // A list drawn for a visitor (data-visitor) is not what a signed-in browser, or one browsing a zone, may
  // see: it goes at once (React clears #root), and the page draws that browser's own list.
  const visitorOnly = container.hasAttribute('data-visitor') && (getToken() !== null || getZone() !== null);
  if (container.hasChildNodes() && !visitorOnly) await routerReady(router);
  await nextTask();
  if (firstScreen === 'app' && !visitorOnly) hydrate(container, router);
  else render(container, router);
  // The encryption flag, read ahead so the first login does not wait for it (a failure retries later); after
  // the first render, as its request and contract are not part of the page.
  setTimeout(() => void loadPublicConfig().catch(() => undefined), 0);
}

void start(root);
