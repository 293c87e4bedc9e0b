import type { RouteObject } from 'react-router';

/** The shape the back office's layout plugs sections into (the lead joins it at merge). */
interface AdminSection {
  key: string;
  title: string;
  roles: string[];
  routes: RouteObject[];
  menu: { path: string; label: string }[];
}

// Staff review pages of the wallet: bank-transfer top-ups, withdrawals, reconciliation, bank details.
export const walletAdminSection: AdminSection = {
  key: 'wallet',
  title: '钱包审核',
  roles: ['admin', 'reviewer'],
  routes: [
    { path: 'wallet/topups', handle: { title: '充值审核' }, lazy: async () => ({ Component: (await import('./pages/QueuePage.tsx')).TopupQueuePage }) },
    { path: 'wallet/withdrawals', handle: { title: '提现审核' }, lazy: async () => ({ Component: (await import('./pages/QueuePage.tsx')).WithdrawQueuePage }) },
    { path: 'wallet/ledger', handle: { title: '账本对账' }, lazy: async () => ({ Component: (await import('./pages/LedgerCheckPage.tsx')).LedgerCheckPage }) },
    { path: 'wallet/bank', handle: { title: '收款银行设置' }, lazy: async () => ({ Component: (await import('./pages/BankSettingsPage.tsx')).BankSettingsPage }) },
  ],
  menu: [
    { path: 'wallet/topups', label: '银行转账充值审核' },
    { path: 'wallet/withdrawals', label: '提现审核' },
    { path: 'wallet/ledger', label: '账本对账' },
    { path: 'wallet/bank', label: '平台收款银行' },
  ],
};
