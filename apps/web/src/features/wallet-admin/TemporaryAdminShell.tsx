import { NavLink, Navigate, Outlet } from 'react-router';
import { Card, Menu } from 'antd';
import { useAuth } from '../../lib/auth.ts';
import { walletAdminSection } from './section.tsx';

// TEMPORARY (replaced at merge by the back office's /admin layout): a plain staff-only wrapper so the
// wallet review pages can be used and journey-tested before that layout exists.
export function TemporaryAdminShell() {
  const { user } = useAuth();
  if (!user?.isStaff) return <Navigate to="/" replace />;
  return (
    <div className="xcb-container" style={{ padding: '24px 0', display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Menu
        style={{ width: 200 }}
        mode="inline"
        items={walletAdminSection.menu.map((m) => ({ key: m.path, label: <NavLink to={`/admin/${m.path}`}>{m.label}</NavLink> }))}
      />
      <Card title={walletAdminSection.title} style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Card>
    </div>
  );
}
