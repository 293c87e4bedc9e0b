// plain SVG icons: the sections are part of the route table, on every first load (issue 12)
import { AccountBookIcon } from '../../components/light/icons/AccountBook.ts';
import { BankIcon } from '../../components/light/icons/Bank.ts';
import type { AdminSection } from '../../lib/admin-section.ts';

// Staff pages of the wallet: the review queues (reviewers too) and the books and bank details (administrators).
export const walletAdminSections: AdminSection[] = [
  {
    key: 'wallet',
    title: '钱包审核',
    icon: <AccountBookIcon />,
    roles: ['admin', 'reviewer'],
    routes: [
      { path: 'wallet/topups', handle: { title: '充值审核' }, lazy: async () => ({ Component: (await import('./pages/QueuePage.tsx')).TopupQueuePage }) },
      { path: 'wallet/withdrawals', handle: { title: '提现审核' }, lazy: async () => ({ Component: (await import('./pages/QueuePage.tsx')).WithdrawQueuePage }) },
    ],
    menu: [
      { path: 'wallet/topups', label: '银行转账充值审核' },
      { path: 'wallet/withdrawals', label: '提现审核' },
    ],
  },
  {
    key: 'wallet-books',
    title: '账本与收款',
    icon: <BankIcon />,
    roles: ['admin'],
    routes: [
      { path: 'wallet/ledger', handle: { title: '账本对账' }, lazy: async () => ({ Component: (await import('./pages/LedgerCheckPage.tsx')).LedgerCheckPage }) },
      { path: 'wallet/bank', handle: { title: '收款银行设置' }, lazy: async () => ({ Component: (await import('./pages/BankSettingsPage.tsx')).BankSettingsPage }) },
    ],
    menu: [
      { path: 'wallet/ledger', label: '账本对账' },
      { path: 'wallet/bank', label: '平台收款银行' },
    ],
  },
];
