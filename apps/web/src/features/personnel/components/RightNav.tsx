import { Outlet, useNavigate } from 'react-router';
import { Button, Tooltip } from 'antd';
import { FileAddOutlined, IdcardOutlined, ProfileOutlined, SolutionOutlined } from '@ant-design/icons';
import { personnelPaths } from '../paths.ts';
import styles from './RightNav.module.css';
import { PL } from '../../../locale/personnel.ts';

/** The personal centre keeps its selected node here (app/personal-centre: spec "kept in the session"). */
const CENTRE_NODE = 'xcb.centreNode';
/** When release was last clicked (one click per second, across the nav's instances). */
let lastRelease = 0;

/**
 * spec: the personnel pages' fixed right navigation with four entries: agent certification (main_info),
 * release demand, my demand (main_demand), my service (sets the tree key to 15 and goes to personnel_order).
 * Release is throttled to one click per second (spec: publish throttle 1000 ms).
 */
export function RightNav() {
  const navigate = useNavigate();
  const items = [
    { key: 'main', label: PL.nav.main, icon: <IdcardOutlined />, go: () => navigate(personnelPaths.mainInfo()) },
    {
      key: 'release',
      label: PL.nav.release,
      icon: <FileAddOutlined />,
      go: () => {
        if (Date.now() - lastRelease < 1000) return;
        lastRelease = Date.now();
        void navigate(personnelPaths.chooseKind());
      },
    },
    { key: 'demand', label: PL.nav.demand, icon: <ProfileOutlined />, go: () => navigate(personnelPaths.mainDemand()) },
    {
      key: 'service',
      label: PL.nav.service,
      icon: <SolutionOutlined />,
      go: () => {
        try {
          sessionStorage.setItem(CENTRE_NODE, '15');
        } catch {
          // storage disabled: the path still selects the node
        }
        void navigate(personnelPaths.order());
      },
    },
  ];
  return (
    <nav aria-label={PL.inNav} className={styles.nav}>
      {items.map((i) => (
        <Tooltip key={i.key} title={i.label} placement="left">
          <Button type="text" onClick={() => void i.go()} className={styles.entry}>
            <span className={styles.icon}>{i.icon}</span>
            {i.label}
          </Button>
        </Tooltip>
      ))}
    </nav>
  );
}

/** The personnel pages outside the personal centre: the page, and the fixed right navigation (a row above the page on a phone). */
export function PersonnelLayout() {
  return (
    <div className={`xcb-container ${styles.layout}`}>
      <RightNav />
      <Outlet />
    </div>
  );
}
