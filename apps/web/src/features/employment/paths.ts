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
  agreement: (id: number, kind: 'deposit' | 'topup' = 'deposit') => `/employment/agreement?id=${id}&kind=${kind}`,
  myDeal: () => '/employment/my_deal',
  mySend: () => '/employment/my_send',
  myWork: () => '/employment/my_work',
  payAudit: () => '/employment/personel_information?typeId=6',
  companyStore: () => '/employment/company_store',
  personalCertification: () => '/employment/personal_certification',
} as const;
