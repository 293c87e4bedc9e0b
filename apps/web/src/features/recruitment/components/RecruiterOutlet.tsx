import { Outlet } from 'react-router';
import { RecruitTopNav } from './bits.tsx';

/** The recruiter's pages carry the recruitment top nav (antd's Menu: a module apart from the light layout). */
export function RecruiterOutlet() {
  return (
    <>
      <RecruitTopNav />
      <Outlet />
    </>
  );
}
