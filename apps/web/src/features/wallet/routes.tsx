import type { RouteObject } from 'react-router';
import { pageRoute } from '../../lib/page-route.ts';
import { NAV } from '../../locale/nav.ts';

// The wallet's personal-centre pages (spec section 2), lazily loaded; the lead places them in the
// personal-centre layout. Each page is its own chunk.
const T = NAV.wallet;

export const personalCentreRoutes: RouteObject[] = [
  pageRoute('wallet_info', T.wallet_info, () => import('./pages/WalletInfoPage.tsx'), 'WalletInfoPage'),
  pageRoute('wallet_details', T.wallet_details, () => import('./pages/WalletDetailsPage.tsx'), 'WalletDetailsPage'),
  pageRoute('change_wallet_info', T.change_wallet_info, () => import('./pages/RechargePage.tsx'), 'RechargePage'),
  pageRoute('cash_wallet_info', T.cash_wallet_info, () => import('./pages/CashPage.tsx'), 'CashPage'),
  pageRoute('zf_set', T.zf_set, () => import('./pages/ZfSetPage.tsx'), 'ZfSetPage'),
  pageRoute('score_list', T.score_list, () => import('./pages/ScoreListPage.tsx'), 'ScoreListPage'),
  pageRoute('jfgz', T.jfgz, () => import('./pages/JfgzPage.tsx'), 'JfgzPage'),
  pageRoute('advince', T.advince, () => import('./pages/AdvincePage.tsx'), 'AdvincePage'),
  pageRoute('flowpath', T.flowpath, () => import('./pages/FlowpathPage.tsx'), 'FlowpathPage'),
];
