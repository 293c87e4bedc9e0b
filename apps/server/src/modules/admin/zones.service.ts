import { asc, count, eq, getTableColumns, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_MSG } from '@xcb/shared';
import * as schema from '../../db/schema/index.ts';
import { exclusiveDomains, invitationCodes, users } from '../../db/schema/index.ts';
import { notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { requireAdmin } from '../staff/access.ts';
import { audit } from '../staff/audit.ts';
import { presentInvite, presentZone } from './admin.presenter.ts';
import { randomInvitationCode } from './users.service.ts';

export async function listZones(deps: AppDeps, actor: Actor) {
  requireAdmin(actor);
  const [zones, userCounts, inviteCounts] = await Promise.all([
    deps.db.select().from(exclusiveDomains).orderBy(asc(exclusiveDomains.id)),
    deps.db.select({ code: users.exclusiveCode, n: count() }).from(users).groupBy(users.exclusiveCode),
    deps.db.select({ domainId: invitationCodes.domainId, n: count() }).from(invitationCodes).groupBy(invitationCodes.domainId),
  ]);
  const byCode = new Map(userCounts.map((r) => [r.code, r.n]));
  const byDomain = new Map(inviteCounts.map((r) => [r.domainId, r.n]));
  return zones.map((z) => presentZone(z, byCode.get(z.code) ?? 0, byDomain.get(z.id) ?? 0));
}

export async function saveZone(
  deps: AppDeps,
  actor: Actor,
  input: { id?: number | undefined; exclusiveCode: string; exclusiveName: string },
) {
  requireAdmin(actor);
  const code = input.exclusiveCode.toUpperCase();
  return deps.db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: exclusiveDomains.id }).from(exclusiveDomains).where(eq(exclusiveDomains.code, code));
    if (clash && clash.id !== input.id) throw refuse(ADMIN_MSG.zoneCodeTaken);
    if (!input.id) {
      const [row] = await tx.insert(exclusiveDomains).values({ code, name: input.exclusiveName }).returning({ id: exclusiveDomains.id });
      const newId = row?.id ?? 0;
      await audit(tx, actor, { action: 'zone.create', kind: 'zone', target: newId, after: { code, name: input.exclusiveName } });
      return { id: newId };
    }
    const [before] = await tx.select().from(exclusiveDomains).where(eq(exclusiveDomains.id, input.id)).for('update');
    if (!before) throw notFound(ADMIN_MSG.zoneNotFound);
    await tx.update(exclusiveDomains).set({ code, name: input.exclusiveName }).where(eq(exclusiveDomains.id, input.id));
    // Users and content carry the zone code: a renamed code moves them all along, or the zone's users
    // would lose their content and a zone later given the old code would find it.
    if (before.code !== code) {
      // exclusive_code: the column's name in every such table (the schema's snake_case casing)
      for (const table of ZONED_TABLES)
        await tx.execute(sql`update ${table} set exclusive_code = ${code} where exclusive_code = ${before.code}`);
    }
    await audit(tx, actor, {
      action: 'zone.update',
      kind: 'zone',
      target: input.id,
      before: { code: before.code, name: before.name },
      after: { code, name: input.exclusiveName },
    });
    return { id: input.id };
  });
}

/**
 * Every table whose rows carry a zone code (users, and the zoned content of spec §5), read off the schema
 * so that a zoned table added later moves along too.
 */
const ZONED_TABLES: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (t): t is PgTable => is(t, PgTable) && 'exclusiveCode' in getTableColumns(t),
);

export async function listInvites(deps: AppDeps, actor: Actor, domainId: number) {
  requireAdmin(actor);
  const rows = await deps.db.select().from(invitationCodes).where(eq(invitationCodes.domainId, domainId)).orderBy(asc(invitationCodes.id));
  return rows.map(presentInvite);
}

export async function createInvite(
  deps: AppDeps,
  actor: Actor,
  input: { domainId: number; maxUses?: number | undefined; expiresAt?: string | undefined },
) {
  requireAdmin(actor);
  return deps.db.transaction(async (tx) => {
    const [zone] = await tx.select({ id: exclusiveDomains.id }).from(exclusiveDomains).where(eq(exclusiveDomains.id, input.domainId));
    if (!zone) throw notFound(ADMIN_MSG.zoneNotFound);
    // Codes are unique across zones (registration finds the zone by code): retry the rare collision.
    for (let attempt = 0; attempt < 10; attempt++) {
      const code = randomInvitationCode();
      const [taken] = await tx
        .select({ id: invitationCodes.id })
        .from(invitationCodes)
        .where(sql`upper(${invitationCodes.code}) = ${code}`);
      if (taken) continue;
      const [row] = await tx
        .insert(invitationCodes)
        .values({
          code,
          domainId: input.domainId,
          maxUses: input.maxUses ?? null,
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        })
        .returning({ id: invitationCodes.id });
      await audit(tx, actor, {
        action: 'invite.create',
        kind: 'invite',
        target: row?.id,
        after: { code, domainId: input.domainId, maxUses: input.maxUses ?? null, expiresAt: input.expiresAt ?? null },
      });
      return { code };
    }
    throw new Error('could not find a free invitation code');
  });
}

export async function revokeInvite(deps: AppDeps, actor: Actor, id: number) {
  requireAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(invitationCodes).where(eq(invitationCodes.id, id)).for('update');
    if (!row) throw notFound(ADMIN_MSG.inviteNotFound);
    if (row.revokedAt) throw refuse(ADMIN_MSG.inviteRevoked);
    await tx
      .update(invitationCodes)
      .set({ revokedAt: sql`now()` })
      .where(eq(invitationCodes.id, id));
    await audit(tx, actor, {
      action: 'invite.revoke',
      kind: 'invite',
      target: id,
      before: { code: row.code, revokedAt: null },
      after: { code: row.code, revoked: true },
    });
  });
  return {};
}
