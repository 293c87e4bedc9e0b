import type { RouteObject } from 'react-router';
import { pageRoute } from '../../lib/page-route.ts';
import { CL } from '../../locale/certification.ts';

// The certification pages (spec §2, personal-centre menu group 21), in the personal-centre layout. Their
// addresses stay under /employment, where the spec puts them.

export const certificationCentreRoutes: RouteObject[] = [
  pageRoute('employment/company_store', CL.titles.companyStore, () => import('./pages/CompanyStorePage.tsx'), 'CompanyStorePage'),
  pageRoute(
    'employment/personal_certification',
    CL.titles.personalCertification,
    () => import('./pages/PersonalCertificationPage.tsx'),
    'PersonalCertificationPage',
  ),
];
