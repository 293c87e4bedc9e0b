import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { USER_AUTH } from '@xcb/shared/enums';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { useAuth } from '../../lib/auth.ts';
import { getZone } from '../../lib/storage.ts';
import { BRAND, L } from '../../locale/labels.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { useChatSocket } from '../realtime/useChatSocket.ts';
import { lazyWithAntd } from '../../components/antd/antd-lazy.ts';
import { LoadedAntdScope, loadedAntdScope } from '../../components/antd/antd-scope.tsx';
import styles from './RootLayout.module.css';
import { SEARCH_BAR_PAGES } from './search-bar-pages.ts';

// The shell is light: no antd on the first load of /, /login and /training (170 KB budget, check:bundle).
// The chat dialog, video layer and the floating side box use antd and load after the page, with antd's
// scope, for logged-in users only (the chat buttons render inside the side box's scope). The search bar
// (light) loads beside the page.
const ChatRoot = lazyWithAntd(() => import('../../features/chat/ChatRoot.tsx').then((m) => m.ChatRoot));
const NoticeSideBox = lazyWithAntd(() => import('../../features/messaging/components/NoticeSideBox.tsx').then((m) => m.NoticeSideBox));
const ChatSideButtons = lazy(() =>
  import('../../features/chat/components/ChatSideButtons.tsx').then((m) => ({ default: m.ChatSideButtons })),
);
const TopSearchBar = lazy(() => import('./TopSearchBar.tsx').then((m) => ({ default: m.TopSearchBar })));

/** Page title: "<page> - <zone> - 贤才宝"; the zone part for a private-zone company or HR agency user. */
function useDocumentTitle() {
  const matches = useMatches();
  const { user } = useAuth();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const zoneUser = user && (user.auth === USER_AUTH.company || user.auth === USER_AUTH.hrAgency);
  const zoneName = zoneUser ? (user.exclusiveName ?? getZone()?.name) : undefined;
  const title = [handle?.title, zoneName, BRAND].filter(Boolean).join(' - ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : (
    <div className={styles.progress} role="progressbar" aria-label={L.common.pageLoading} aria-busy="true" />
  );
}

/**
 * The pages inside antd's scope once a page that uses antd has been reached (app/route-registry.ts loads the
 * scope beside such a page's code). From then on the scope stays, also around light pages: one long-lived
 * <App>, so a message shown before a navigation survives it. Until then light pages render bare; the switch
 * happens on a navigation to an antd page (never under a light page, which would remount it).
 */
function useAntdOutlet() {
  const matches = useMatches();
  const [scoped, setScoped] = useState(false);
  const light = (matches.at(-1)?.handle as RouteHandle | undefined)?.light === true;
  const scopeNow = !light && loadedAntdScope() !== null;
  if (scopeNow && !scoped) setScoped(true);
  return scoped || scopeNow ? (
    <LoadedAntdScope>
      <Outlet />
    </LoadedAntdScope>
  ) : (
    <Outlet />
  );
}

function Shell() {
  useDocumentTitle();
  const { user } = useAuth();
  useChatSocket(user?.id ?? null);
  const { pathname } = useLocation();
  const searchCategory = SEARCH_BAR_PAGES[pathname];
  const page = useAntdOutlet();
  return (
    <div className={styles.shell}>
      <NavigationProgress />
      <Header />
      <main className={styles.main}>
        {searchCategory && (
          <Suspense fallback={<div className={styles.searchBarSpace} />}>
            <TopSearchBar key={searchCategory} initial={searchCategory} />
          </Suspense>
        )}
        {page}
      </main>
      <Footer />
      {user && (
        <Suspense fallback={null}>
          <NoticeSideBox>
            <Suspense fallback={null}>
              <ChatSideButtons me={user.id} />
            </Suspense>
          </NoticeSideBox>
        </Suspense>
      )}
      {user && (
        <Suspense fallback={null}>
          <ChatRoot me={user.id} myName={user.nickName || user.name} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}

export function RootLayout() {
  return (
    <AuthProvider>
      <Shell />
    </AuthProvider>
  );
}
