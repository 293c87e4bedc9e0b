import type { RouteObject } from 'react-router';

// The wallet's personal-centre pages (spec section 2), lazily loaded; the lead places them in the
// personal-centre layout. Each page is its own chunk.
export const personalCentreRoutes: RouteObject[] = [
  {
    path: 'wallet_info',
    handle: { title: '我的钱包' },
    lazy: async () => ({ Component: (await import('./pages/WalletInfoPage.tsx')).WalletInfoPage }),
  },
  {
    path: 'wallet_details',
    handle: { title: '账单详情' },
    lazy: async () => ({ Component: (await import('./pages/WalletDetailsPage.tsx')).WalletDetailsPage }),
  },
  {
    path: 'change_wallet_info',
    handle: { title: '钱包充值' },
    lazy: async () => ({ Component: (await import('./pages/RechargePage.tsx')).RechargePage }),
  },
  {
    path: 'cash_wallet_info',
    handle: { title: '提现' },
    lazy: async () => ({ Component: (await import('./pages/CashPage.tsx')).CashPage }),
  },
  { path: 'zf_set', handle: { title: '支付设置' }, lazy: async () => ({ Component: (await import('./pages/ZfSetPage.tsx')).ZfSetPage }) },
  {
    path: 'score_list',
    handle: { title: '积分明细' },
    lazy: async () => ({ Component: (await import('./pages/ScoreListPage.tsx')).ScoreListPage }),
  },
  { path: 'jfgz', handle: { title: '积分规则' }, lazy: async () => ({ Component: (await import('./pages/JfgzPage.tsx')).JfgzPage }) },
  {
    path: 'advince',
    handle: { title: '投诉与反馈' },
    lazy: async () => ({ Component: (await import('./pages/AdvincePage.tsx')).AdvincePage }),
  },
  {
    path: 'flowpath',
    handle: { title: '流程规则' },
    lazy: async () => ({ Component: (await import('./pages/FlowpathPage.tsx')).FlowpathPage }),
  },
];
