import { count, isNotNull, isNull } from 'drizzle-orm';
import type { DashboardData, LedgerRun } from '@xcb/shared/actions/admin';
import { perDay } from '../../db/day-series.ts';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import type { Actor } from '../../http/router.ts';
import { REVIEW_ROLES, requireAdmin, requireRole } from '../staff/access.ts';
import { pendingByQueue } from '../staff/review.ts';
import { openDisputes } from '../disputes/disputes.ts';
import { lastLedgerRun, runLedgerCheck } from '../ledger/ledger-runs.ts';
import { paymentsPerDay, walletOverview } from '../wallet/overview.ts';

// The staff dashboard in one round trip. Reviewers work the queues only, so they get the queues' pending
// counts; users, money and the ledger are an administrator's (the same roles as their back-office pages).

async function usersFigures(deps: AppDeps): Promise<NonNullable<DashboardData['users']>> {
  const [byAuth, [staff], series] = await Promise.all([
    deps.db.select({ auth: users.auth, count: count() }).from(users).where(isNull(users.staffRole)).groupBy(users.auth).orderBy(users.auth),
    deps.db.select({ n: count() }).from(users).where(isNotNull(users.staffRole)),
    perDay(deps.db, { from: users, at: users.createdAt, where: isNull(users.staffRole) }),
  ]);
  return {
    total: byAuth.reduce((n, r) => n + r.count, 0),
    byAuth,
    staff: staff?.n ?? 0,
    perDay: series,
  };
}

export async function dashboard(deps: AppDeps, actor: Actor): Promise<DashboardData> {
  requireRole(actor, REVIEW_ROLES);
  const admin = actor.staffRole === 'admin';
  const [queues, disputes] = await Promise.all([pendingByQueue(deps.db, actor), openDisputes(deps.db)]);
  // open disputes are staff work too (the wallet section's dispute page, reviewers included), though not a review kind
  queues.push({ kind: 'dispute', label: '纠纷处理', route: '/admin/wallet/disputes', pending: disputes });
  if (!admin) return { queues, users: null, money: null, ledgerAllowed: false, ledger: null };
  const [u, overview, payments, ledger] = await Promise.all([
    usersFigures(deps),
    walletOverview(deps.db),
    paymentsPerDay(deps.db),
    lastLedgerRun(deps.db),
  ]);
  return {
    queues,
    users: u,
    money: {
      escrowHeld: overview.escrowHeld,
      escrowOpen: overview.escrowOpen,
      topupsWaiting: overview.topupsWaiting,
      withdrawalsWaiting: overview.withdrawalsWaiting,
      paymentsPerDay: payments,
    },
    ledgerAllowed: true,
    ledger,
  };
}

/** 立即核对: the ledger check, its result kept for the dashboard. */
export async function runLedgerNow(deps: AppDeps, actor: Actor): Promise<LedgerRun> {
  requireAdmin(actor);
  await runLedgerCheck(deps.db, actor.userId);
  const last = await lastLedgerRun(deps.db);
  if (!last) throw new Error('ledger run not recorded');
  return last;
}
