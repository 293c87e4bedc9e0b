import { and, asc, eq, ne } from 'drizzle-orm';
import { PERSONNEL_MSG, parseHundredths } from '@xcb/shared';
import type { CityRate, SbRates } from '@xcb/shared/personnel-calc';
import type { Db } from '../../db/client.ts';
import { personnelCityRates } from '../../db/schema/index.ts';
import { badRequest, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { requireAdmin } from '../staff/access.ts';
import { audit } from '../staff/audit.ts';

// The calculator's reference data: per city, the contribution base limits and rates. Everyone reads them
// (the release pages' calculator); administrators edit them in the back office, with an audit row.
// Demands keep the figures they were written with (their `calc` snapshot), so an edit changes no demand.

type RateRow = typeof personnelCityRates.$inferSelect;

export function presentRate(r: RateRow): CityRate & { updatedAt: string } {
  return {
    id: r.id,
    cityName: r.cityName,
    year: r.year,
    sbBaseMin: r.sbBaseMin,
    sbBaseMax: r.sbBaseMax,
    sbRates: r.sbRates as SbRates,
    gjjBaseMin: r.gjjBaseMin,
    gjjBaseMax: r.gjjBaseMax,
    gjjRateMin: r.gjjRateMin,
    gjjRateMax: r.gjjRateMax,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listRates(db: Db) {
  const rows = await db.select().from(personnelCityRates).orderBy(asc(personnelCityRates.id));
  return { data: rows.map(presentRate) };
}

export interface RateInput {
  id?: number | undefined;
  cityName: string;
  year: number;
  sbBaseMin: string;
  sbBaseMax: string;
  sbRates: SbRates;
  gjjBaseMin: string;
  gjjBaseMax: string;
  gjjRateMin: number;
  gjjRateMax: number;
}

export async function saveRate(db: Db, actor: Actor, input: RateInput) {
  requireAdmin(actor);
  const [sbMin, sbMax, gMin, gMax] = [input.sbBaseMin, input.sbBaseMax, input.gjjBaseMin, input.gjjBaseMax].map((v) => parseHundredths(v));
  if (!sbMin || !sbMax || !gMin || !gMax || sbMin > sbMax || gMin > gMax) throw badRequest(PERSONNEL_MSG.rateBaseInvalid);
  if (input.gjjRateMin > input.gjjRateMax) throw badRequest(PERSONNEL_MSG.rateInvalid);
  const values = {
    cityName: input.cityName,
    year: input.year,
    sbBaseMin: sbMin,
    sbBaseMax: sbMax,
    sbRates: input.sbRates,
    gjjBaseMin: gMin,
    gjjBaseMax: gMax,
    gjjRateMin: input.gjjRateMin,
    gjjRateMax: input.gjjRateMax,
    updatedAt: new Date(),
  };
  const row = await db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: personnelCityRates.id })
      .from(personnelCityRates)
      .where(
        input.id
          ? and(eq(personnelCityRates.cityName, input.cityName), ne(personnelCityRates.id, input.id))
          : eq(personnelCityRates.cityName, input.cityName),
      );
    if (clash) throw refuse(PERSONNEL_MSG.rateCityExists);
    if (input.id) {
      const [before] = await tx.select().from(personnelCityRates).where(eq(personnelCityRates.id, input.id)).for('update');
      if (!before) throw notFound();
      const [u] = await tx.update(personnelCityRates).set(values).where(eq(personnelCityRates.id, input.id)).returning();
      await audit(tx, actor, {
        action: 'rsRateAdmin_save',
        kind: 'personnelRate',
        target: input.id,
        before: presentRate(before),
        after: u ? presentRate(u) : null,
      });
      return u;
    }
    const [n] = await tx.insert(personnelCityRates).values(values).returning();
    await audit(tx, actor, { action: 'rsRateAdmin_save', kind: 'personnelRate', target: n?.id ?? null, after: n ? presentRate(n) : null });
    return n;
  });
  if (!row) throw new Error('rate not saved');
  return { msg: PERSONNEL_MSG.rateSaved, data: presentRate(row) };
}

export async function deleteRate(db: Db, actor: Actor, id: number) {
  requireAdmin(actor);
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(personnelCityRates).where(eq(personnelCityRates.id, id)).returning();
    if (!before) throw notFound();
    await audit(tx, actor, { action: 'rsRateAdmin_delete', kind: 'personnelRate', target: id, before: presentRate(before) });
  });
  return { msg: PERSONNEL_MSG.rateDeleted };
}
