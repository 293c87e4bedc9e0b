import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { USER_AUTH } from '@xcb/shared/enums';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { useAuth } from '../../lib/auth.ts';
import { getZone } from '../../lib/storage.ts';
import { BRAND } from '../../locale/labels.ts';
import type { RouteHandle } from '../router.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { NoticeSideBox } from '../../features/notices/components/NoticeBadges.tsx';
import { useChatSocket } from '../realtime/useChatSocket.ts';
import styles from './RootLayout.module.css';
// Transitional: the shell still uses antd until its pieces are made light (issue 12, next increment).
import { AntdScope } from '../AntdScope.tsx';

// The chat dialog and video layer load after the page, for logged-in users only; the search bar and the
// chat side buttons load beside the page, so the shell's first JavaScript stays small (bench: check:bundle).
const ChatRoot = lazy(() => import('../../features/chat/ChatRoot.tsx').then((m) => ({ default: m.ChatRoot })));
const ChatSideButtons = lazy(() => import('../../features/chat/components/ChatSideButtons.tsx').then((m) => ({ default: m.ChatSideButtons })));
const TopSearchBar = lazy(() => import('./TopSearchBar.tsx').then((m) => ({ default: m.TopSearchBar })));

/** The pages that carry the top search bar (spec §2): home and the business lines' lists. */
const SEARCH_BAR_PAGES: Record<string, 'employment' | 'training' | 'recruitment' | 'personnel'> = { '/': 'employment', '/employment': 'employment', '/training': 'training', '/list': 'training', '/recruitment': 'recruitment', '/personnel': 'personnel' };

/** Page title: "<page> - <zone> - 贤才宝"; the zone part for a private-zone company or HR agency user. */
function useDocumentTitle() {
  const matches = useMatches();
  const { user } = useAuth();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const zoneUser = user && (user.auth === USER_AUTH.company || user.auth === USER_AUTH.hrAgency);
  const zoneName = zoneUser ? (user.exclusiveName ?? getZone()?.name) : undefined;
  const title = [handle?.title, zoneName, BRAND].filter(Boolean).join(' - ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <div className={styles.progress} role="progressbar" aria-busy="true" />;
}

function Shell() {
  useDocumentTitle();
  const { user } = useAuth();
  useChatSocket(user?.id ?? null);
  const { pathname } = useLocation();
  const searchCategory = SEARCH_BAR_PAGES[pathname];
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
        <Outlet />
      </main>
      <Footer />
      {user && (
        <NoticeSideBox>
          <Suspense fallback={null}>
            <ChatSideButtons me={user.id} />
          </Suspense>
        </NoticeSideBox>
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
    <AntdScope bridge>
      <AuthProvider>
        <Shell />
      </AuthProvider>
    </AntdScope>
  );
}
