import type { RouteObject } from 'react-router';
import { pageRoute } from '../../lib/page-route.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { NAV } from '../../locale/nav.ts';

// One import() per page module: each one is compiled into the entry with its own preload list.
const loadRecruitmentPage = () => import('./pages/RecruitmentPage.tsx');
const loadRecruitmentLayout = () => import('./components/RecruitmentLayout.tsx');

// The recruitment pages (spec §2 "Recruitment group"). /recruitment is public; every other page needs
// login. The seeker's personal-centre pages (spec left menu "Recruitment (8)") are exported apart, for the
// personal-centre layout; the rest sit in the recruitment layout (right nav, recruiter top nav).

const T = NAV.recruitment;

/** /recruitment itself: public (hot positions, companies, the position list). Light: no antd on its first load. */
export const recruitmentIndexRoute: RouteObject = {
  index: true,
  handle: { title: T.index, light: true } satisfies RouteHandle,
  lazy: async () => ({ Component: (await loadRecruitmentPage()).RecruitmentPage }),
};

/**
 * The layout of /recruitment and its pages (the router puts the login-required ones behind its guard). Light,
 * so /recruitment pays no antd; the antd pages below it load antd's scope themselves (app/route-registry.ts).
 */
export const recruitmentLayoutHandle: RouteHandle = { light: true };
export const recruitmentLayout = async () => ({ Component: (await loadRecruitmentLayout()).RecruitmentOutlet });

/** Login-required pages in the recruitment layout. */
export const recruitmentRoutes: RouteObject[] = [
  pageRoute('job_wanted_list', T.job_wanted_list, () => import('./pages/JobWantedListPage.tsx'), 'JobWantedListPage'),
  pageRoute('job_introduce', T.job_introduce, () => import('./pages/JobIntroducePage.tsx'), 'JobIntroducePage'),
  pageRoute('business_info', T.business_info, () => import('./pages/BusinessInfoPage.tsx'), 'BusinessInfoPage'),
  pageRoute('business_jobs', T.business_jobs, () => import('./pages/BusinessJobsPage.tsx'), 'BusinessJobsPage'),
  pageRoute('enterprise_list', T.enterprise_list, () => import('./pages/EnterpriseListPage.tsx'), 'EnterpriseListPage'),
  pageRoute('personal_resume', T.personal_resume, () => import('./pages/PersonalResumePage.tsx'), 'PersonalResumePage'),
  pageRoute('personal_resume2', T.personal_resume2, () => import('./pages/PersonalResume2Page.tsx'), 'PersonalResume2Page'),
  pageRoute('editor_resume', T.editor_resume, () => import('./pages/EditorResumePage.tsx'), 'EditorResumePage'),
  pageRoute('job_video', T.job_video, () => import('./pages/JobVideoPage.tsx'), 'JobVideoPage'),
  {
    // the recruiter's pages, under the recruitment top nav
    lazy: async () => ({ Component: (await import('./components/RecruiterOutlet.tsx')).RecruiterOutlet }),
    children: [
      pageRoute(
        'Recruitment_Homepage',
        T.Recruitment_Homepage,
        () => import('./pages/RecruitmentHomepagePage.tsx'),
        'RecruitmentHomepagePage',
      ),
      pageRoute('management_job', T.management_job, () => import('./pages/ManagementJobPage.tsx'), 'ManagementJobPage'),
      pageRoute('add_job', T.add_job, () => import('./pages/AddJobPage.tsx'), 'AddJobPage'),
      pageRoute('manage_job', T.manage_job, () => import('./pages/ManageJobPage.tsx'), 'ManageJobPage'),
      pageRoute('people_data', T.people_data, () => import('./pages/PeopleDataPage.tsx'), 'PeopleDataPage'),
      pageRoute('enterprise_data', T.enterprise_data, () => import('./pages/EnterpriseDataPage.tsx'), 'EnterpriseDataPage'),
      pageRoute('Resume_details', T.Resume_details, () => import('./pages/ResumeDetailsPage.tsx'), 'ResumeDetailsPage'),
      pageRoute('jl_historay', T.jl_historay, () => import('./pages/JlHistorayPage.tsx'), 'JlHistorayPage'),
    ],
  },
];

/** The seeker's personal-centre pages (left menu: interviews, applications, browsing, favourites, follows, blocked, job alerts). */
export const personalCentreRoutes: RouteObject[] = [
  pageRoute('recruitment/interview_list', T.interview_list, () => import('./pages/InterviewListPage.tsx'), 'InterviewListPage'),
  pageRoute('recruitment/send_resume', T.send_resume, () => import('./pages/SendResumePage.tsx'), 'SendResumePage'),
  pageRoute('recruitment/company_historay', T.company_historay, () => import('./pages/CompanyHistorayPage.tsx'), 'CompanyHistorayPage'),
  pageRoute('recruitment/my_collect', T.my_collect, () => import('./pages/MyCollectPage.tsx'), 'MyCollectPage'),
  pageRoute('recruitment/my_concern', T.my_concern, () => import('./pages/MyConcernPage.tsx'), 'MyConcernPage'),
  pageRoute(
    'recruitment/shielding_enterprises',
    T.shielding_enterprises,
    () => import('./pages/ShieldingEnterprisesPage.tsx'),
    'ShieldingEnterprisesPage',
  ),
  pageRoute('recruitment/my_alerts', T.my_alerts, () => import('./pages/MyAlertsPage.tsx'), 'MyAlertsPage'),
];
