import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth.ts';
import { paths } from '../../lib/paths.ts';

/** spec: a login-required route with no stored login redirects to /login with the full target path. */
export function RequireAuth() {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (!isLoggedIn) {
    return <Navigate to={paths.login(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}
