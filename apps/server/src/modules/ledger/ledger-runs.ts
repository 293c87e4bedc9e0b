import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerCheckRuns, users } from '../../db/schema/index.ts';
import { checkLedger } from './ledger-check.ts';

// The ledger check's runs as kept for the staff dashboard (its last result, who asked for it).

export interface LedgerRun {
  ok: boolean;
  breaches: number;
  checkedAt: string;
  staffName: string | null;
}

/** Runs the ledger check and keeps its result (who asked: a staff member, or null from the command line). */
export async function runLedgerCheck(db: Executor, staffId: number | null) {
  const report = await checkLedger(db);
  const breaches = report.checks.reduce((n, c) => n + c.breaches.length, 0);
  await db.insert(ledgerCheckRuns).values({ ok: report.ok, breaches, staffId, report, checkedAt: new Date(report.checkedAt) });
  return report;
}

export async function lastLedgerRun(db: Executor): Promise<LedgerRun | null> {
  const [r] = await db
    .select({ ok: ledgerCheckRuns.ok, breaches: ledgerCheckRuns.breaches, checkedAt: ledgerCheckRuns.checkedAt, staffName: users.name })
    .from(ledgerCheckRuns)
    .leftJoin(users, eq(users.id, ledgerCheckRuns.staffId))
    .orderBy(desc(ledgerCheckRuns.checkedAt), desc(ledgerCheckRuns.id))
    .limit(1);
  return r ? { ok: r.ok, breaches: r.breaches, checkedAt: r.checkedAt.toISOString(), staffName: r.staffName } : null;
}
