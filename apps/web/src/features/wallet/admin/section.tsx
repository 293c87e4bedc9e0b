// plain SVG icons: the section list loads with the back office's shell
import { AccountBookIcon } from '../../../components/light/icons/AccountBook.ts';
import { BankIcon } from '../../../components/light/icons/Bank.ts';
import { STAFF_ROLES } from '@xcb/shared/enums';
import type { AdminPage, AdminSection } from '../../../lib/admin-section.ts';
import { STAFF_MENU } from '../../../locale/admin.ts';

const M = STAFF_MENU.wallet;

// Staff pages of the wallet: the review queues and the dispute queue (reviewers too) and the books and bank details (administrators).
const queues = () => import('./pages/QueuePage.tsx');
const reviews: AdminPage[] = [
  { path: 'wallet/topups', ...M.topups, load: async () => (await queues()).TopupQueuePage },
  { path: 'wallet/withdrawals', ...M.withdrawals, load: async () => (await queues()).WithdrawQueuePage },
  { path: 'wallet/disputes', ...M.disputes, load: async () => (await import('./pages/DisputeQueuePage.tsx')).DisputeQueuePage },
];
const books: AdminPage[] = [
  { path: 'wallet/ledger', ...M.ledger, load: async () => (await import('./pages/LedgerCheckPage.tsx')).LedgerCheckPage },
  { path: 'wallet/bank', ...M.bank, load: async () => (await import('./pages/BankSettingsPage.tsx')).BankSettingsPage },
];

export const adminSections: AdminSection[] = [
  { key: 'wallet', title: M.title, icon: <AccountBookIcon />, roles: STAFF_ROLES, pages: reviews },
  { key: 'wallet-books', title: M.booksTitle, icon: <BankIcon />, roles: ['admin'], pages: books },
];
