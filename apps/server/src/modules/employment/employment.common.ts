import { and, eq } from 'drizzle-orm';
import { EMPLOYMENT_MSG as M, formatCoins, parseHundredths } from '@xcb/shared';
import { DEMAND_STATUS as S } from '@xcb/shared/actions/employment';
import type { Executor, Tx } from '../../db/client.ts';
import { demandApplications, demands } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { findEscrow } from '../ledger/escrow.ts';

// What the short-term hire services share: the demand's loading and locking, the worker check, money text.

export type DemandRow = typeof demands.$inferSelect;
export const iso = (d: Date) => d.toISOString();
export const coins = (h: number) => formatCoins(h);

export const mustCoins = (v: string, message: string) => {
  const n = parseHundredths(v);
  if (n === null) throw badRequest(message);
  return n;
};

export const IN_PROGRESS = [S.recruiting, S.working];

/** The refusal of a step not allowed: "already ended" for an ended demand, `otherwise` for other states. */
export const endedOr = (otherwise: string) => (state: number) => (state === S.ended ? M.alreadyEnded : otherwise);
export const isOwnerOrStaff = (actor: Actor | null, row: DemandRow) => !!actor && (actor.userId === row.userId || !!actor.staffRole);

export async function escrowBalance(db: Executor, demandId: number): Promise<number> {
  return (await findEscrow(db, 'demand', demandId))?.balance ?? 0;
}

export async function loadDemand(db: Executor, id: number): Promise<DemandRow> {
  const [row] = await db.select().from(demands).where(eq(demands.id, id));
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function applicationOf(db: Executor, demandId: number, userId: number) {
  const [row] = await db
    .select()
    .from(demandApplications)
    .where(and(eq(demandApplications.demandId, demandId), eq(demandApplications.userId, userId)));
  return row ?? null;
}

/** Locks the caller's own demand for a change; another's demand is 403. */
export async function ownDemandForUpdate(tx: Tx, actor: Actor, id: number): Promise<DemandRow> {
  const [row] = await tx.select().from(demands).where(eq(demands.id, id)).for('update');
  if (!row) throw notFound(M.notFound);
  if (row.userId !== actor.userId) throw forbidden();
  return row;
}

/** The caller must be an accepted worker of the demand. */
export async function assertWorker(db: Executor, actor: Actor, demandId: number) {
  const a = await applicationOf(db, demandId, actor.userId);
  if (a?.state !== 1) throw forbidden(M.notWorker);
}
