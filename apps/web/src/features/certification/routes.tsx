import type { RouteObject } from 'react-router';
import { CL } from '../../locale/certification.ts';

// The certification pages (spec §2, personal-centre menu group 21), in the personal-centre layout. Their
// addresses stay under /employment, where the spec puts them.

export const certificationCentreRoutes: RouteObject[] = [
  {
    path: 'employment/company_store',
    handle: { title: CL.titles.companyStore },
    lazy: async () => ({ Component: (await import('./pages/CompanyStorePage.tsx')).CompanyStorePage }),
  },
  {
    path: 'employment/personal_certification',
    handle: { title: CL.titles.personalCertification },
    lazy: async () => ({ Component: (await import('./pages/PersonalCertificationPage.tsx')).PersonalCertificationPage }),
  },
];
