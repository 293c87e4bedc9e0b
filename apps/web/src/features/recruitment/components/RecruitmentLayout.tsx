import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { FloatButton } from 'antd';
import { FileTextOutlined, SearchOutlined, TeamOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { R } from '../labels.ts';
import { RecruitTopNav } from './bits.tsx';

const ICONS = [<SearchOutlined key="s" />, <FileTextOutlined key="f" />, <VideoCameraOutlined key="v" />, <TeamOutlined key="t" />];

/** spec: the recruitment group's layout (inside the site header and footer) with its fixed right nav. */
export function RecruitmentLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '16px 16px 48px' }}>
      {children}
      <FloatButton.Group shape="square" style={{ insetInlineEnd: 24, top: 140, bottom: 'auto', height: 'fit-content' }}>
        {R.rightNav.map((n, i) => (
          <Link key={n.path} to={n.path} aria-label={n.label}>
            <FloatButton icon={ICONS[i]} tooltip={n.label} type={pathname === n.path ? 'primary' : 'default'} />
          </Link>
        ))}
      </FloatButton.Group>
    </div>
  );
}

export function RecruitmentOutlet() {
  return (
    <RecruitmentLayout>
      <Outlet />
    </RecruitmentLayout>
  );
}

/** The recruiter's pages carry the recruitment top nav. */
export function RecruiterOutlet() {
  return (
    <>
      <RecruitTopNav />
      <Outlet />
    </>
  );
}
