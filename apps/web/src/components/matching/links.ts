// The pages the matching panels link to (the areas' own link builders live in their features, which
// components/ may not import; these are the same addresses).
export const matchLinks = {
  position: (id: number) => `/recruitment/job_introduce?id=${id}`,
  demand: (id: number) => `/employment/outer_demand?id=${id}`,
  course: (id: number) => `/show?id=${id}`,
  resume: (id: number) => `/recruitment/Resume_details?id=${id}`,
  editResume: () => '/recruitment/editor_resume',
  profile: () => '/people_info',
  /** 推荐人才 for one of the company's positions: a drawer over the position management page */
  talents: (positionId: number) => `/recruitment/management_job?talents=${positionId}`,
  /** an HR firm's page (its facts and service comments) */
  firm: (firmUserId: number) => `/personnel/personnel_service_comments?firm=${firmUserId}`,
} as const;
