import { useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Badge, Drawer, Menu, type MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { formatBadge } from '@xcb/shared/format';
import { useAuthSummary, usePaymentPending } from '../../api/certification.ts';
import { USER_AUTH } from '@xcb/shared/enums';
import { useAuth } from '../../lib/auth.ts';
import { L } from '../../locale/labels.ts';
import { routeExists } from '../route-registry.ts';
import { ENTERPRISE_KEYS_KEY, FLOWPATH_KEY, PAYMENT_AUDIT_KEY, PERSONAL_CENTRE_MENU, ZONE_HEAD_KEY, type MenuEntry } from './menu.ts';
import styles from './PersonalCentreLayout.module.css';
import { CENTRE } from '../../locale/centre.ts';

/** spec: the selected node id is kept in the session */
const SELECTED_KEY = 'xcb.centreNode';

function readSelected(): string | null {
  try {
    return sessionStorage.getItem(SELECTED_KEY);
  } catch {
    return null;
  }
}

function writeSelected(key: string): void {
  try {
    sessionStorage.setItem(SELECTED_KEY, key);
  } catch {
    // storage disabled: the current path still selects the node
  }
}

/** The personal centre: the left menu tree beside the page (spec "Personal centre menu"). */
export function PersonalCentreLayout() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const summary = useAuthSummary(user?.id);
  const pending = usePaymentPending(user?.id);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const isCompany = user?.auth === USER_AUTH.company;
  const inZone = Boolean(user?.exclusiveCode);
  const groups = useMemo(
    () =>
      PERSONAL_CENTRE_MENU.map((g) => ({
        ...g,
        children: g.children.filter(
          (e) =>
            routeExists(e.path) &&
            (e.key !== FLOWPATH_KEY || summary.data?.showFlowpath === true) &&
            (e.key !== ENTERPRISE_KEYS_KEY || isCompany) &&
            (e.key !== ZONE_HEAD_KEY || inZone),
        ),
      })).filter((g) => g.children.length > 0),
    [summary.data?.showFlowpath, isCompany, inZone],
  );

  const entries = groups.flatMap((g) => g.children);
  const current = location.pathname + location.search;
  const byPath = entries.find((e) => e.path === current) ?? entries.find((e) => e.path.split('?')[0] === location.pathname);
  const selected = byPath?.key ?? readSelected() ?? undefined;

  const label = (e: MenuEntry) =>
    e.key === PAYMENT_AUDIT_KEY && (pending.data ?? 0) > 0 ? (
      <span className={styles.withBadge}>
        {e.title}
        <Badge count={formatBadge(pending.data ?? 0)} size="small" />
      </span>
    ) : (
      e.title
    );

  const items: MenuProps['items'] = groups.map((g) => ({
    key: g.key,
    label: g.title,
    type: 'group' as const,
    children: g.children.map((e) => ({ key: e.key, label: label(e) })),
  }));

  const menu = (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      onClick={({ key }) => {
        const entry = entries.find((e) => e.key === key);
        if (!entry) return;
        writeSelected(entry.key);
        setDrawerOpen(false);
        void navigate(entry.path);
      }}
    />
  );
  const currentTitle = entries.find((e) => e.key === selected)?.title;

  // Narrow screens: the 36 entries would push the page 2 screens down, so the page comes first under a
  // sticky bar that opens the same menu in a drawer (the side column is hidden by the stylesheet).
  return (
    <div className={`xcb-container ${styles.page}`}>
      <aside className={styles.side} aria-label={L.header.personalCentre}>
        <div className={styles.sideTitle}>{L.header.personalCentre}</div>
        {menu}
      </aside>
      <button
        type="button"
        className={styles.menuBar}
        aria-expanded={drawerOpen}
        data-testid="centre-menu-button"
        onClick={() => setDrawerOpen(true)}
      >
        <MenuOutlined />
        <span className={styles.menuBarText}>
          {CENTRE.menu}
          {currentTitle && ` · ${currentTitle}`}
        </span>
      </button>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="left"
        size={280}
        title={L.header.personalCentre}
        className={styles.drawer}
        styles={{ body: { padding: 0 } }}
      >
        {menu}
      </Drawer>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
