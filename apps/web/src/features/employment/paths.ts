// Links of the short-term hire area (spec §2 Employment group).
export const employmentPaths = {
  list: (q: { needCd?: number; keyword?: string } = {}) => {
    const s = new URLSearchParams();
    if (q.needCd !== undefined) s.set('needCd', String(q.needCd));
    if (q.keyword) s.set('keyword', q.keyword);
    const qs = s.toString();
    return qs ? `/employment?${qs}` : '/employment';
  },
  demand: (id: number) => `/employment/outer_demand?id=${id}`,
  publish: () => '/employment/free_need',
  /** free_need in edit mode: a rejected demand, prefilled, re-submitted to review */
  editDemand: (id: number) => `/employment/free_need?id=${id}`,
  orderDetails: (id: number) => `/employment/order_details?id=${id}`,
  resumeReview: (id: number) => `/employment/resume_review?id=${id}`,
  /** the applicants of a demand who are companies, and HR agencies */
  resumeCompany: (id: number) => `/employment/resume_company?id=${id}`,
  proxyCompany: (id: number) => `/employment/proxy_company?id=${id}`,
  /** one applicant (by application id) */
  applicant: (applyId: number) => `/employment/resume_review2?id=${applyId}`,
  /** the publisher's page (by the publisher's user id) */
  companyInfo: (userId: number) => `/employment/company_info?id=${userId}`,
  /** one position of a demand's job needs (index in the list) */
  position: (id: number, index: number) => `/employment/company_position_details?id=${id}&index=${index}`,
  /** the worker's view of a demand he applied to */
  myOrderDetails: (id: number) => `/employment/my_order_details?id=${id}`,
  agreement: (id: number, kind: 'deposit' | 'topup' = 'deposit') => `/employment/agreement?id=${id}&kind=${kind}`,
  myDeal: (id?: number) => (id ? `/employment/my_deal?id=${id}` : '/employment/my_deal'),
  mySend: () => '/employment/my_send',
  myWork: () => '/employment/my_work',
  payAudit: () => '/employment/personel_information?typeId=6',
  companyStore: () => '/employment/company_store',
  personalCertification: () => '/employment/personal_certification',
} as const;
