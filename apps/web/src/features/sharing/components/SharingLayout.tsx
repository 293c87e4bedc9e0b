import { Button, Grid, Menu, Space } from 'antd';
import { AppstoreAddOutlined, CustomerServiceOutlined, IdcardOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { sharingPaths } from '../paths.ts';
import styles from './sharing.module.css';

/** spec my_left_nav: the sharing section's own pages of the signed-in user. */
const LEFT_NAV = [
  { key: sharingPaths.certification(), label: '我的资料' },
  { key: sharingPaths.myList('project'), label: '我发布的项目' },
  { key: sharingPaths.myList('server'), label: '我发布的服务' },
  { key: sharingPaths.needOrders(), label: '我的需求订单' },
  { key: sharingPaths.serverOrders(), label: '我的服务订单' },
  { key: sharingPaths.collect(), label: '我的收藏' },
  { key: sharingPaths.history(), label: '浏览记录' },
];

/**
 * The sharing section's frame: the section tabs, the left nav on the user's own pages, and the fixed
 * bottom nav of the spec (publish project, publish service, my data).
 */
export function SharingLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const mine = LEFT_NAV.some((n) => n.key === pathname);
  return (
    <div className={styles.frame}>
      <nav className={`xcb-container ${styles.tabs}`} aria-label="共享导航">
        <Link to={sharingPaths.home()} className={pathname === '/sharing' ? styles.active : undefined}>
          共享首页
        </Link>
        <Link to={sharingPaths.list('project')} className={pathname === sharingPaths.list('project') ? styles.active : undefined}>
          共享项目
        </Link>
        <Link to={sharingPaths.list('server')} className={pathname === sharingPaths.list('server') ? styles.active : undefined}>
          共享服务
        </Link>
        <Link to={sharingPaths.needOrders()} className={mine ? styles.active : undefined}>
          我的共享
        </Link>
      </nav>
      {mine ? (
        <div className={`xcb-container ${styles.withNav}`}>
          <Menu
            className={styles.leftNav}
            // a phone: a horizontal row (its overflow folds into a …) above the page, not a column beside it
            mode={screens.md === false ? 'horizontal' : 'inline'}
            selectedKeys={[pathname]}
            items={LEFT_NAV}
            onClick={(e) => void navigate(e.key)}
            aria-label="我的共享"
          />
          <div className={styles.main}>
            <Outlet />
          </div>
        </div>
      ) : (
        <Outlet />
      )}
      <div className={styles.bottomNav} role="navigation" aria-label="共享快捷入口">
        <Space size="large" wrap>
          <Button type="primary" icon={<AppstoreAddOutlined />} onClick={() => void navigate(sharingPaths.add('project'))}>
            发布项目
          </Button>
          <Button type="primary" ghost icon={<CustomerServiceOutlined />} onClick={() => void navigate(sharingPaths.add('server'))}>
            发布服务
          </Button>
          <Button icon={<IdcardOutlined />} onClick={() => void navigate(sharingPaths.certification())}>
            我的资料
          </Button>
        </Space>
      </div>
    </div>
  );
}
