// plain SVG icons: the section list loads with the back office's shell
import { AccountBookIcon } from '../../../components/light/icons/AccountBook.ts';
import { BankIcon } from '../../../components/light/icons/Bank.ts';
import type { AdminSection } from '../../../lib/admin-section.ts';

// Staff pages of the wallet: the review queues and the dispute queue (reviewers too) and the books and bank details (administrators).
const queues = () => import('./pages/QueuePage.tsx');

export const adminSections: AdminSection[] = [
  {
    key: 'wallet',
    title: '钱包审核',
    icon: <AccountBookIcon />,
    roles: ['admin', 'reviewer'],
    pages: [
      { path: 'wallet/topups', title: '充值审核', menu: '银行转账充值审核', load: async () => (await queues()).TopupQueuePage },
      { path: 'wallet/withdrawals', title: '提现审核', menu: '提现审核', load: async () => (await queues()).WithdrawQueuePage },
      {
        path: 'wallet/disputes',
        title: '纠纷处理',
        menu: '纠纷处理',
        load: async () => (await import('./pages/DisputeQueuePage.tsx')).DisputeQueuePage,
      },
    ],
  },
  {
    key: 'wallet-books',
    title: '账本与收款',
    icon: <BankIcon />,
    roles: ['admin'],
    pages: [
      {
        path: 'wallet/ledger',
        title: '账本对账',
        menu: '账本对账',
        load: async () => (await import('./pages/LedgerCheckPage.tsx')).LedgerCheckPage,
      },
      {
        path: 'wallet/bank',
        title: '收款银行设置',
        menu: '平台收款银行',
        load: async () => (await import('./pages/BankSettingsPage.tsx')).BankSettingsPage,
      },
    ],
  },
];
