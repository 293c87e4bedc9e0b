import { AuthProvider } from '../auth/AuthProvider.tsx';
import { AdminLayout } from './AdminLayout.tsx';

/** /admin: its own layout (no marketplace header), under the same login state. */
export function AdminRoot() {
  return (
    <AuthProvider>
      <AdminLayout />
    </AuthProvider>
  );
}
