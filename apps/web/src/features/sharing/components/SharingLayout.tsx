import { NavLink, Outlet, useLocation } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { IdcardIcon } from '../../../components/light/icons/Idcard.ts';
import { NavMenu } from '../../../components/light/NavMenu.tsx';
import { sharingPaths } from '../paths.ts';
import { AppstoreAddIcon } from './icons/AppstoreAdd.ts';
import { CustomerServiceIcon } from './icons/CustomerService.ts';
import styles from './sharing.module.css';

// Light (no antd): the layout wraps /sharing's public landing, whose first load has no room for antd; the
// section's antd pages load antd's scope themselves (app/route-registry.ts).

/** spec my_left_nav: the sharing section's own pages of the signed-in user. */
const LEFT_NAV = [
  { to: sharingPaths.certification(), label: '我的资料' },
  { to: sharingPaths.myList('project'), label: '我发布的项目' },
  { to: sharingPaths.myList('server'), label: '我发布的服务' },
  { to: sharingPaths.needOrders(), label: '我的需求订单' },
  { to: sharingPaths.serverOrders(), label: '我的服务订单' },
  { to: sharingPaths.collect(), label: '我的收藏' },
  { to: sharingPaths.history(), label: '浏览记录' },
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
      <nav className={`xcb-container ${styles.tabs}`} aria-label="共享导航">
        <NavLink to={sharingPaths.home()} end className={tab}>
          共享首页
        </NavLink>
        <NavLink to={sharingPaths.list('project')} end className={tab}>
          共享项目
        </NavLink>
        <NavLink to={sharingPaths.list('server')} end className={tab}>
          共享服务
        </NavLink>
        {/* the tab of all the user's own pages, whichever of them is open */}
        <NavLink to={sharingPaths.needOrders()} end className={mine ? styles.active : undefined}>
          我的共享
        </NavLink>
      </nav>
      {mine ? (
        <div className={`xcb-container ${styles.withNav}`}>
          <NavMenu className={styles.leftNav} items={LEFT_NAV} aria-label="我的共享" />
          <div className={styles.main}>
            <Outlet />
          </div>
        </div>
      ) : (
        <Outlet />
      )}
      <nav className={styles.bottomNav} aria-label="共享快捷入口">
        <LinkButton type="primary" icon={<AppstoreAddIcon />} to={sharingPaths.add('project')}>
          发布项目
        </LinkButton>
        <LinkButton className={styles.outlinePrimary} icon={<CustomerServiceIcon />} to={sharingPaths.add('server')}>
          发布服务
        </LinkButton>
        <LinkButton icon={<IdcardIcon />} to={sharingPaths.certification()}>
          我的资料
        </LinkButton>
      </nav>
    </div>
  );
}
