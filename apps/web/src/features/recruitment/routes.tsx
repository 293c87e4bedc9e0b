import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';

// One import() per page module: each one is compiled into the entry with its own preload list.
const loadRecruitmentPage = () => import('./pages/RecruitmentPage.tsx');
const loadRecruitmentLayout = () => import('./components/RecruitmentLayout.tsx');

// The recruitment pages (spec §2 "Recruitment group"). /recruitment is public; every other page needs
// login. The seeker's personal-centre pages (spec left menu "Recruitment (8)") are exported apart, for the
// personal-centre layout; the rest sit in the recruitment layout (right nav, recruiter top nav).

const page = (path: string, title: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path,
  handle: { title },
  lazy: load,
});

/** /recruitment itself: public (hot positions, companies, the position list). Light: no antd on its first load. */
export const recruitmentIndexRoute: RouteObject = {
  index: true,
  handle: { title: '求职招聘', light: true } satisfies RouteHandle,
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
  page('job_wanted_list', '找工作', async () => ({ Component: (await import('./pages/JobWantedListPage.tsx')).JobWantedListPage })),
  page('job_introduce', '职位详情', async () => ({ Component: (await import('./pages/JobIntroducePage.tsx')).JobIntroducePage })),
  page('business_info', '企业主页', async () => ({ Component: (await import('./pages/BusinessInfoPage.tsx')).BusinessInfoPage })),
  page('business_jobs', '在招职位', async () => ({ Component: (await import('./pages/BusinessJobsPage.tsx')).BusinessJobsPage })),
  page('enterprise_list', '企业列表', async () => ({ Component: (await import('./pages/EnterpriseListPage.tsx')).EnterpriseListPage })),
  page('personal_resume', '我的简历', async () => ({ Component: (await import('./pages/PersonalResumePage.tsx')).PersonalResumePage })),
  page('personal_resume2', '简历预览', async () => ({ Component: (await import('./pages/PersonalResume2Page.tsx')).PersonalResume2Page })),
  page('editor_resume', '编辑简历', async () => ({ Component: (await import('./pages/EditorResumePage.tsx')).EditorResumePage })),
  page('job_video', '视频面试', async () => ({ Component: (await import('./pages/JobVideoPage.tsx')).JobVideoPage })),
  {
    // the recruiter's pages, under the recruitment top nav
    lazy: async () => ({ Component: (await import('./components/RecruiterOutlet.tsx')).RecruiterOutlet }),
    children: [
      page('Recruitment_Homepage', '招聘首页', async () => ({
        Component: (await import('./pages/RecruitmentHomepagePage.tsx')).RecruitmentHomepagePage,
      })),
      page('management_job', '职位管理', async () => ({ Component: (await import('./pages/ManagementJobPage.tsx')).ManagementJobPage })),
      page('add_job', '发布职位', async () => ({ Component: (await import('./pages/AddJobPage.tsx')).AddJobPage })),
      page('manage_job', '应聘管理', async () => ({ Component: (await import('./pages/ManageJobPage.tsx')).ManageJobPage })),
      page('people_data', '我的资料', async () => ({ Component: (await import('./pages/PeopleDataPage.tsx')).PeopleDataPage })),
      page('enterprise_data', '企业管理', async () => ({ Component: (await import('./pages/EnterpriseDataPage.tsx')).EnterpriseDataPage })),
      page('Resume_details', '简历详情', async () => ({ Component: (await import('./pages/ResumeDetailsPage.tsx')).ResumeDetailsPage })),
      page('jl_historay', '简历浏览记录', async () => ({ Component: (await import('./pages/JlHistorayPage.tsx')).JlHistorayPage })),
    ],
  },
];

/** The seeker's personal-centre pages (left menu: interviews, applications, browsing, favourites, follows, blocked, job alerts). */
export const personalCentreRoutes: RouteObject[] = [
  page('recruitment/interview_list', '面试邀请', async () => ({
    Component: (await import('./pages/InterviewListPage.tsx')).InterviewListPage,
  })),
  page('recruitment/send_resume', '投递记录', async () => ({ Component: (await import('./pages/SendResumePage.tsx')).SendResumePage })),
  page('recruitment/company_historay', '浏览记录', async () => ({
    Component: (await import('./pages/CompanyHistorayPage.tsx')).CompanyHistorayPage,
  })),
  page('recruitment/my_collect', '我的收藏', async () => ({ Component: (await import('./pages/MyCollectPage.tsx')).MyCollectPage })),
  page('recruitment/my_concern', '我的关注', async () => ({ Component: (await import('./pages/MyConcernPage.tsx')).MyConcernPage })),
  page('recruitment/shielding_enterprises', '屏蔽企业', async () => ({
    Component: (await import('./pages/ShieldingEnterprisesPage.tsx')).ShieldingEnterprisesPage,
  })),
  page('recruitment/my_alerts', '职位订阅', async () => ({ Component: (await import('./pages/MyAlertsPage.tsx')).MyAlertsPage })),
];
