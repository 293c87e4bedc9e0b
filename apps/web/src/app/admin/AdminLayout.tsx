import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { Button, Drawer, Layout, Menu, Result, Space, Tag, Typography } from 'antd';
import { HomeOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
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
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone menu closes on every navigation (a tap on an entry, the browser's back button).
  const [drawerPath, setDrawerPath] = useState(location.pathname);
  if (drawerPath !== location.pathname) {
    setDrawerPath(location.pathname);
    setDrawerOpen(false);
  }
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

  const brand = (
    <Link to="/admin" className={styles.brand}>
      <img src="/logo.svg" alt={BRAND} className={styles.logo} />
      <span>{A.title}</span>
    </Link>
  );
  const menu = (
    <Menu theme="dark" mode="inline" items={items} selectedKeys={selected ? [selected] : []} defaultOpenKeys={sections.map((s) => s.key)} />
  );

  // Below 992 px the side menu gives way to the page: a button in the header opens the same menu in a drawer.
  return (
    <Layout className={styles.shell}>
      <Layout.Sider width={220} theme="dark" className={styles.sider}>
        {brand}
        {menu}
      </Layout.Sider>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="left"
        size={260}
        closable={false}
        className={styles.drawer}
        styles={{ body: { padding: 0 } }}
      >
        {brand}
        {menu}
      </Drawer>
      <Layout>
        <Layout.Header className={styles.header}>
          <Button
            type="text"
            icon={<MenuOutlined />}
            className={styles.menuButton}
            aria-label={A.openMenu}
            data-testid="admin-menu-button"
            onClick={() => setDrawerOpen(true)}
          />
          <Typography.Text strong ellipsis className={styles.title}>
            {title?.title ?? A.title}
          </Typography.Text>
          <Space size="middle" className={styles.tools}>
            <Link to={paths.home()} aria-label={A.backToSite} className={styles.tool}>
              <HomeOutlined /> <span className={styles.wide}>{A.backToSite}</span>
            </Link>
            <span className={styles.who}>
              <span className={styles.wide}>{user.nickName ?? user.name} </span>
              <Tag color={role === 'admin' ? 'blue' : 'green'}>{A.roles[role as 'admin' | 'reviewer'] ?? role}</Tag>
            </span>
            <Button size="small" icon={<LogoutOutlined />} aria-label={A.logout} className={styles.tool} onClick={() => void logout()}>
              <span className={styles.wide}>{A.logout}</span>
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
