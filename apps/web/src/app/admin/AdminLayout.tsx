import { useEffect, useMemo } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { Button, Layout, Menu, Result, Space, Tag, Typography } from 'antd';
import { HomeOutlined, LogoutOutlined } from '@ant-design/icons';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { useAuth } from '../../lib/auth.ts';
import { BRAND } from '../../locale/labels.ts';
import { A } from '../../locale/admin.ts';
import { paths } from '../../lib/paths.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { adminSections, firstPathFor, menuOf, pathsOf } from './sections.ts';
import styles from './AdminLayout.module.css';

/** The role comes from the server with the session; a stale or forged copy only hides menu entries. */
function useStaffRole(): string | null {
  const { user } = useAuth();
  return user?.isStaff ? (user.staffRole ?? null) : null;
}

export function AdminLayout() {
  const { user, logout } = useAuth();
  const role = useStaffRole();
  const location = useLocation();
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  useEffect(() => {
    document.title = [title?.title, A.title, BRAND].filter(Boolean).join(' - ');
  }, [title]);

  const sections = useMemo(() => adminSections.filter((s) => role !== null && s.roles.some((r) => r === role)), [role]);
  const items = sections.map((s) => ({
    key: s.key,
    icon: s.icon,
    label: s.title,
    children: menuOf(s).map((m) => ({ key: m.to, label: <Link to={m.to}>{m.label}</Link> })),
  }));
  // A page of a section the role may not use is refused here too (the server refuses its actions anyway).
  const refused = adminSections
    .filter((s) => !sections.includes(s))
    .flatMap(pathsOf)
    .some((p) => location.pathname === p || location.pathname.startsWith(`${p}/`));
  const selected = sections
    .flatMap((s) => menuOf(s).map((m) => m.to))
    .filter((p) => location.pathname.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];

  if (!user) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  if (!user.isStaff || !role) {
    return (
      <Result
        status="403"
        title="403"
        subTitle={A.forbidden}
        extra={<Link to={paths.home()}>{A.backToSite}</Link>}
        className={styles.forbidden}
      />
    );
  }
  if (location.pathname === '/admin' || location.pathname === '/admin/') {
    const first = firstPathFor(role);
    if (first) return <Navigate to={first} replace />;
  }

  return (
    <Layout className={styles.shell}>
      <Layout.Sider width={220} theme="dark" breakpoint="lg" collapsedWidth={0} className={styles.sider}>
        <Link to="/admin" className={styles.brand}>
          <img src="/logo.svg" alt={BRAND} className={styles.logo} />
          <span>{A.title}</span>
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          defaultOpenKeys={sections.map((s) => s.key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <Typography.Text strong>{title?.title ?? A.title}</Typography.Text>
          <Space size="middle">
            <Link to={paths.home()}>
              <HomeOutlined /> {A.backToSite}
            </Link>
            <span>
              {user.nickName ?? user.name}{' '}
              <Tag color={role === 'admin' ? 'blue' : 'green'}>{A.roles[role as 'admin' | 'reviewer'] ?? role}</Tag>
            </span>
            <Button size="small" icon={<LogoutOutlined />} onClick={() => void logout()}>
              {A.logout}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          {refused ? <Result status="403" title="403" subTitle={ADMIN_MSG.adminOnly} /> : <Outlet />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
