import type { NeedKind } from '@xcb/shared/actions/personnel';

// Link builders of the personnel pages (spec "Personnel group" routes under /personnel/).
const KIND_PAGE: Record<NeedKind, { list: string; release: string; need: string; order: string }> = {
  sb: { list: 'social_security_list', release: 'social_security_release', need: 'social_security_need', order: 'contract_sb_order' },
  gjj: {
    list: 'accumulation_fund_list',
    release: 'accumulation_fund_release',
    need: 'accumulation_fund_need',
    order: 'contract_gjj_order',
  },
  gz: { list: 'payroll_credit_list', release: 'payroll_credit_release', need: 'payroll_credit_need', order: 'contract_gz_order' },
  // spec: the recruitment release page is /personnel/recruitment
  zp: { list: 'recruitment_list', release: 'recruitment', need: 'recruitment_need', order: 'contract_zp_order' },
};
export const kindPages = KIND_PAGE;
const asKind = (k: string): NeedKind => (k in KIND_PAGE ? (k as NeedKind) : 'sb');

export const personnelPaths = {
  home: () => '/personnel',
  list: (k: string) => `/personnel/${KIND_PAGE[asKind(k)].list}`,
  release: (k: string, id?: number) => `/personnel/${KIND_PAGE[asKind(k)].release}${id ? `?id=${id}` : ''}`,
  need: (k: string, id: number) => `/personnel/${KIND_PAGE[asKind(k)].need}?id=${id}`,
  kindOrder: (k: string, id: number) => `/personnel/${KIND_PAGE[asKind(k)].order}?id=${id}`,
  chooseKind: () => '/personnel/personnel_reqrired',
  mainInfo: () => '/personnel/main_info',
  mainDemand: (needId?: number) => (needId ? `/personnel/main_demand?needId=${needId}` : '/personnel/main_demand'),
  order: () => '/personnel/personnel_order',
  needOrder: () => '/personnel/personnel_need_order',
  deliver: () => '/personnel/personnel_deliver',
  contract: (id: number) => `/personnel/personnel_contract?id=${id}`,
  contractList: () => '/personnel/personnel_contract_list',
  pay: (id: number) => `/personnel/personnel_pay?id=${id}`,
  deposit: (id: number) => `/personnel/zp_bzj?id=${id}`,
  comments: (firmUserId: number, contractId?: number) =>
    `/personnel/personnel_service_comments?firm=${firmUserId}${contractId ? `&contract=${contractId}` : ''}`,
  collection: () => '/personnel/personnel_collection',
  follow: () => '/personnel/personnel_follow',
  history: () => '/personnel/personnel_history',
  companyStore: () => '/employment/company_store',
} as const;
