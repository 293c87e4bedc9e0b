import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { FloatButton } from 'antd';
import { CompassOutlined, FileTextOutlined, SearchOutlined, TeamOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { PHONE_QUERY, useMedia } from '../../../lib/media.ts';
import { R } from '../labels.ts';
import { RecruitTopNav } from './bits.tsx';

const ICONS = [<SearchOutlined key="s" />, <FileTextOutlined key="f" />, <VideoCameraOutlined key="v" />, <TeamOutlined key="t" />];

const NAV_LABEL = '招聘快捷导航';

/** spec: the recruitment group's layout (inside the site header and footer) with its fixed right nav. */
export function RecruitmentLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const phone = useMedia(PHONE_QUERY);
  const links = R.rightNav.map((n, i) => (
    <Link key={n.path} to={n.path} aria-label={n.label}>
      <FloatButton icon={ICONS[i]} tooltip={phone ? undefined : n.label} type={pathname === n.path ? 'primary' : 'default'} />
    </Link>
  ));
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '16px 16px 48px' }}>
      {children}
      {/* On a phone the four buttons covered 查看更多职位 and the resume's inputs: one small button in the
          bottom row (left of the site's toolbar, in the room the shell leaves under the page) opens them. */}
      {phone ? (
        <FloatButton.Group
          key="phone"
          trigger="click"
          shape="circle"
          icon={<CompassOutlined />}
          aria-label={NAV_LABEL}
          style={{ insetInlineEnd: 64, insetBlockEnd: 12 }}
        >
          {links}
        </FloatButton.Group>
      ) : (
        <FloatButton.Group key="desk" shape="square" style={{ insetInlineEnd: 24, top: 140, bottom: 'auto', height: 'fit-content' }}>
          {links}
        </FloatButton.Group>
      )}
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
