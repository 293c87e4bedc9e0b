import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserSelf } from '@xcb/shared/actions/account';
import { AUTH_FAILURES } from '@xcb/shared/enums';
import { setAuthFailureHandler } from '../../api/client.ts';
import { fetchCurrentUser, logoutRequest } from '../../api/account.ts';
import { tellFrameParentLoggedOut } from '../../lib/zone-frame.ts';
import { platformKeys } from '../../api/platform.ts';
import { AuthContext, type Auth, type SessionReply } from '../../lib/auth.ts';
import { SESSION_EVENT, clearLogin, getStoredUser, getToken, isSessionKey, saveSession, saveUser, saveZone } from '../../lib/storage.ts';
import { paths } from '../../lib/paths.ts';
import { feedback } from '../../api/feedback.ts';

const readUser = (): UserSelf | null => (getToken() ? getStoredUser() : null);

/** Pages where an ended session needs no redirect: the visitor is already logging in. */
/**
 * What one account fetched (profile, wallet, cart, orders, notices…) must not show under the next one:
 * on every login, logout and ended session the cache keeps only the public platform data.
 */
function forgetUserData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== platformKeys.all[0] });
}

const AUTH_PAGES = ['/login', '/registered', '/pyLogin', '/pyRegistered', '/retrieve_password'];

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<UserSelf | null>(readUser);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lastFailure = useRef(0);

  // spec: ERR0001..ERR0005 clear the stored login; the user sees why, once, and logs in again.
  useEffect(() => {
    setAuthFailureHandler((code) => {
      clearLogin();
      setUser(null);
      forgetUserData(queryClient);
      const now = Date.now();
      if (now - lastFailure.current < 3000) return; // several calls failed together: one message
      lastFailure.current = now;
      // no antd in the shell: the message goes through api/feedback (the mounted scope's, else static)
      void feedback().then(({ message }) => message.error(AUTH_FAILURES[code].message));
      const { pathname, search, hash } = window.location;
      if (!AUTH_PAGES.includes(pathname)) {
        void navigate(paths.login(pathname + search + hash), { replace: true });
      }
    });
    return () => setAuthFailureHandler(null);
  }, [navigate, queryClient]);

  // A stored login is refreshed from the server once per page load (a 401 lands in the handler above).
  useEffect(() => {
    if (!getToken()) return;
    const controller = new AbortController();
    fetchCurrentUser({ signal: controller.signal }).then(
      (reply) => {
        saveUser(reply.user);
        setUser(reply.user);
      },
      () => {
        // offline or server trouble: keep the stored user until the next call says otherwise
      },
    );
    return () => controller.abort();
  }, []);

  // Logins and logouts in this tab (SESSION_EVENT) and in other tabs (storage event).
  useEffect(() => {
    const sync = () => setUser(readUser());
    const onStorage = (e: StorageEvent) => {
      if (isSessionKey(e.key)) sync();
    };
    window.addEventListener(SESSION_EVENT, sync);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SESSION_EVENT, sync);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const login = useCallback(
    (reply: SessionReply) => {
      // A fresh login ends whatever another account left in the cache.
      forgetUserData(queryClient);
      saveSession(reply.jwt, reply.user);
      // A private-zone member browses in his zone (the header shows it and offers 返回公域).
      if (reply.user.exclusiveCode && reply.user.exclusiveName) {
        saveZone({ code: reply.user.exclusiveCode, name: reply.user.exclusiveName });
      }
      setUser(reply.user);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const id = user?.id;
    if (id !== undefined) {
      try {
        await logoutRequest(id);
      } catch {
        // spec: logout clears the stored data even when the call fails
      }
    }
    clearLogin();
    setUser(null);
    forgetUserData(queryClient);
    // Inside the /privatedomain frame the parent leaves the zone too (spec "Private domain").
    tellFrameParentLoggedOut();
    await navigate(paths.login());
  }, [navigate, queryClient, user?.id]);

  const updateUser = useCallback((next: UserSelf) => {
    saveUser(next);
    setUser(next);
  }, []);

  const value = useMemo<Auth>(() => ({ user, isLoggedIn: user !== null, login, logout, updateUser }), [user, login, logout, updateUser]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
