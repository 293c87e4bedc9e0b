/**
 * The pages that show one thing named in their address (`/show?id=`, `/sharing/detail?id=` …): which query
 * parameter names it and what kind of thing it is.
 *
 * The server answers such a page's document with 404 when the thing does not exist, or is not shown to a
 * visitor (taken down, not yet reviewed, inside a private zone): a crawler, a link preview or an uptime
 * monitor is told the truth instead of a 200 with an empty shell, and a browser still gets the app, which
 * draws the page for whoever is signed in (apps/server/src/http/page-status.ts). A page the server also draws
 * with its data (web entry-server.tsx, DATA_PAGE_PARAMS) is checked first, and drawn only when it is there.
 */

/**
 * What a page's address names. Each has one check on the server (the areas' `*.pages.ts`).
 *
 * Public things (a visitor may see them on the public site): the check says whether a visitor could, so a
 * thing taken down, not yet reviewed or inside a private zone is not found. The `my…` subjects and the orders,
 * bills, contracts … are a person's own, behind a login: the check says only whether the row exists (the
 * browser's app checks ownership after the login; a document's status never needs a session).
 */
export type PageSubject =
  // public
  | 'position'
  | 'company'
  | 'shareItem'
  | 'personnelNeed'
  | 'personnelFirm'
  | 'employmentDemand'
  | 'employmentPublisher'
  | 'communityQuestion'
  | 'person'
  | 'article'
  | 'course'
  // behind a login
  | 'myPosition'
  | 'resume'
  | 'interview'
  | 'myShareItem'
  | 'shareOrder'
  | 'myPersonnelNeed'
  | 'personnelContract'
  | 'myEmploymentDemand'
  | 'employmentApplication'
  | 'myCourse'
  | 'courseOrder'
  | 'walletTrade'
  | 'notice';

export interface PageSubjectParam {
  /** The query parameter holding the thing's id (a positive integer). */
  param: string;
  subject: PageSubject;
  /** The page also works without the parameter (a form that edits when given an id and creates otherwise). */
  optional?: true;
}

/** Pages that name the same kind of thing by the same parameter. */
const pages = (param: string, subject: PageSubject, paths: readonly string[], optional?: true): Record<string, PageSubjectParam> =>
  Object.fromEntries(paths.map((path) => [path, optional ? { param, subject, optional } : { param, subject }]));

/** By route path as the browser's router matches it (no trailing slash). */
export const PAGE_SUBJECTS: Readonly<Record<string, PageSubjectParam>> = {
  // recruitment (features/recruitment): the recruiter's pages name his own positions
  '/recruitment/job_introduce': { param: 'id', subject: 'position' },
  '/recruitment/business_info': { param: 'id', subject: 'company' },
  '/recruitment/business_jobs': { param: 'id', subject: 'company' },
  '/recruitment/job_video': { param: 'id', subject: 'interview' },
  '/recruitment/management_job': { param: 'talents', subject: 'myPosition', optional: true },
  '/recruitment/add_job': { param: 'id', subject: 'myPosition', optional: true },
  '/recruitment/manage_job': { param: 'positionId', subject: 'myPosition', optional: true },
  // ?applicationId beside it only marks the application viewed
  '/recruitment/Resume_details': { param: 'id', subject: 'resume' },

  // sharing (features/sharing): the confirm pages (…_q) name the item ordered, the result and detail pages the order
  ...pages('id', 'shareItem', [
    '/sharing/project_details',
    '/sharing/server_details',
    '/sharing/project_order_q',
    '/sharing/project_server_q',
  ]),
  ...pages('id', 'myShareItem', ['/sharing/project_add', '/sharing/project_update', '/sharing/server_add', '/sharing/server_update'], true),
  ...pages('id', 'shareOrder', [
    '/sharing/project_order_h',
    '/sharing/project_server_h',
    '/sharing/order_detail_project',
    '/sharing/order_detail_server',
  ]),

  // personnel (features/personnel, paths.ts kindPages): each kind's demand, release form and contract order page
  ...pages('id', 'personnelNeed', [
    '/personnel/social_security_need',
    '/personnel/accumulation_fund_need',
    '/personnel/payroll_credit_need',
    '/personnel/recruitment_need',
  ]),
  ...pages(
    'id',
    'myPersonnelNeed',
    [
      '/personnel/social_security_release',
      '/personnel/accumulation_fund_release',
      '/personnel/payroll_credit_release',
      '/personnel/recruitment',
    ],
    true,
  ),
  ...pages('id', 'personnelContract', [
    '/personnel/contract_sb_order',
    '/personnel/contract_gjj_order',
    '/personnel/contract_gz_order',
    '/personnel/contract_zp_order',
    '/personnel/personnel_contract',
    '/personnel/personnel_pay',
  ]),
  '/personnel/main_demand': { param: 'needId', subject: 'myPersonnelNeed', optional: true },
  '/personnel/zp_bzj': { param: 'id', subject: 'myPersonnelNeed' },
  // the firm's page; ?contract beside it only offers the comment form
  '/personnel/personnel_service_comments': { param: 'firm', subject: 'personnelFirm' },

  // short-term hire (features/employment)
  ...pages('id', 'employmentDemand', ['/employment/demand', '/employment/outer_demand', '/employment/company_position_details']),
  ...pages('id', 'myEmploymentDemand', ['/employment/free_need', '/employment/my_deal'], true),
  ...pages('id', 'myEmploymentDemand', [
    '/employment/agreement',
    '/employment/order_details',
    '/employment/my_order_details',
    '/employment/resume_review',
    '/employment/resume_company',
    '/employment/proxy_company',
  ]),
  '/employment/company_info': { param: 'id', subject: 'employmentPublisher' },
  '/employment/resume_review2': { param: 'id', subject: 'employmentApplication' },

  // the training community (features/community); without their id the focus and question pages show the
  // caller's follows or all questions
  '/training/people_home': { param: 'id', subject: 'person' },
  '/training/people_focus': { param: 'id', subject: 'person', optional: true },
  '/training/people_question': { param: 'id', subject: 'person', optional: true },
  '/training/curse_answer': { param: 'id', subject: 'course', optional: true },
  // ?articleId beside it names the course asked about
  '/training/put_questions': { param: 'teacherId', subject: 'person', optional: true },
  '/training/answer': { param: 'id', subject: 'communityQuestion' },
  '/training/article_show': { param: 'id', subject: 'article' },

  // courses (features/courses, course-author)
  '/show': { param: 'id', subject: 'course' },
  '/study': { param: 'id', subject: 'myCourse' },
  // the review is of the order; ?id beside it names the course only for its cover
  '/comments': { param: 'orderId', subject: 'courseOrder' },
  // or ?listId, the submission's code
  '/shopping_cart/orderpay': { param: 'id', subject: 'courseOrder', optional: true },
  '/add_chapter': { param: 'id', subject: 'myCourse' },
  '/step4': { param: 'id', subject: 'myCourse', optional: true },

  // the wallet and notices
  '/wallet_details': { param: 'id', subject: 'walletTrade' },
  '/notices': { param: 'id', subject: 'notice', optional: true },
};
