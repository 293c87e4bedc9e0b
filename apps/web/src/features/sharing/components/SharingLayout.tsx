import { NavLink, Outlet, useLocation } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { IdcardIcon } from '../../../components/light/icons/Idcard.ts';
import { NavMenu } from '../../../components/light/NavMenu.tsx';
import { SHARE_LIGHT } from '../../../locale/sharing.ts';
import { sharingPaths } from '../paths.ts';
import { AppstoreAddIcon } from './icons/AppstoreAdd.ts';
import { CustomerServiceIcon } from './icons/CustomerService.ts';
import styles from './sharing.module.css';

// Light (no antd): the layout wraps /sharing's public landing, whose first load has no room for antd; the
// section's antd pages load antd's scope themselves (app/route-registry.ts).

/** spec my_left_nav: the sharing section's own pages of the signed-in user. */
const N = SHARE_LIGHT.layout;
const LEFT_NAV = [
  { to: sharingPaths.certification(), label: N.left.myData },
  { to: sharingPaths.myList('project'), label: N.left.myProjects },
  { to: sharingPaths.myList('server'), label: N.left.myServers },
  { to: sharingPaths.needOrders(), label: N.left.needOrders },
  { to: sharingPaths.serverOrders(), label: N.left.serverOrders },
  { to: sharingPaths.collect(), label: N.left.collect },
  { to: sharingPaths.history(), label: N.left.history },
];

const tab = ({ isActive }: { isActive: boolean }) => (isActive ? styles.active : undefined);

/**
 * The sharing section's frame: the section tabs, the left nav on the user's own pages, and the fixed
 * bottom nav of the spec (publish project, publish service, my data).
 */
export function SharingLayout() {
  const { pathname } = useLocation();
  const mine = LEFT_NAV.some((n) => n.to === pathname);
  return (
    <div className={styles.frame}>
      <nav className={`xcb-container ${styles.tabs}`} aria-label={N.nav}>
        <NavLink to={sharingPaths.home()} end className={tab}>
          {N.home}
        </NavLink>
        <NavLink to={sharingPaths.list('project')} end className={tab}>
          {N.projects}
        </NavLink>
        <NavLink to={sharingPaths.list('server')} end className={tab}>
          {N.servers}
        </NavLink>
        {/* the tab of all the user's own pages, whichever of them is open */}
        <NavLink to={sharingPaths.needOrders()} end className={mine ? styles.active : undefined}>
          {N.mine}
        </NavLink>
      </nav>
      {mine ? (
        <div className={`xcb-container ${styles.withNav}`}>
          <NavMenu className={styles.leftNav} items={LEFT_NAV} aria-label={N.mine} />
          <div className={styles.main}>
            <Outlet />
          </div>
        </div>
      ) : (
        <Outlet />
      )}
      <nav className={styles.bottomNav} aria-label={N.shortcuts}>
        <LinkButton type="primary" icon={<AppstoreAddIcon />} to={sharingPaths.add('project')}>
          {N.publishProject}
        </LinkButton>
        <LinkButton className={styles.outlinePrimary} icon={<CustomerServiceIcon />} to={sharingPaths.add('server')}>
          {N.publishServer}
        </LinkButton>
        <LinkButton icon={<IdcardIcon />} to={sharingPaths.certification()}>
          {N.myData}
        </LinkButton>
      </nav>
    </div>
  );
}
