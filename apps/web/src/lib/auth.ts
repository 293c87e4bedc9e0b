import { createContext, useContext } from 'react';
import type { UserSelf } from '@xcb/shared/actions/account';

// The login state every screen reads. The provider (app/auth/AuthProvider.tsx) owns it; features only
// read it and hand a successful login or register reply to `login`.

export interface SessionReply {
  jwt: string;
  user: UserSelf;
}

export interface Auth {
  user: UserSelf | null;
  isLoggedIn: boolean;
  /** Stores the session of a login or register reply. */
  login: (reply: SessionReply) => void;
  /** Ends the session on the server (best effort), clears every stored login datum, goes to /login. */
  logout: () => Promise<void>;
  /** Replaces the stored user after a profile, phone or insurance change. */
  updateUser: (user: UserSelf) => void;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
