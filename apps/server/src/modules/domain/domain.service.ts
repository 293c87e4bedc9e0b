import { and, asc, eq, gt, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { Zone } from '@xcb/shared/actions/platform';
import type { Executor } from '../../db/client.ts';
import { exclusiveDomains, invitationCodes } from '../../db/schema/index.ts';
import { containing } from '../../db/search.ts';

/** The exclusive domains (private zones), filtered by code and/or a name keyword. */
export async function listZones(db: Executor, filter: { code?: string | undefined; name?: string | undefined }): Promise<Zone[]> {
  const conditions = [];
  if (filter.code) conditions.push(eq(exclusiveDomains.code, filter.code));
  if (filter.name) conditions.push(ilike(exclusiveDomains.name, containing(filter.name)));
  const rows = await db
    .select({ exclusiveCode: exclusiveDomains.code, exclusiveName: exclusiveDomains.name })
    .from(exclusiveDomains)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(exclusiveDomains.id))
    .limit(100);
  return rows;
}

/**
 * Uses one invitation code and returns its zone, or null when the code does not exist, is revoked,
 * expired or used up. The check and the count happen in one statement, so two registrations cannot
 * both take the last use.
 */
export async function consumeInvitation(tx: Executor, code: string): Promise<Zone | null> {
  const [used] = await tx
    .update(invitationCodes)
    .set({ usedCount: sql`${invitationCodes.usedCount} + 1` })
    .where(
      and(
        sql`upper(${invitationCodes.code}) = upper(${code})`,
        isNull(invitationCodes.revokedAt),
        or(isNull(invitationCodes.expiresAt), gt(invitationCodes.expiresAt, sql`now()`)),
        or(isNull(invitationCodes.maxUses), lt(invitationCodes.usedCount, invitationCodes.maxUses)),
      ),
    )
    .returning({ domainId: invitationCodes.domainId });
  if (!used) return null;
  const [zone] = await tx
    .select({ exclusiveCode: exclusiveDomains.code, exclusiveName: exclusiveDomains.name })
    .from(exclusiveDomains)
    .where(eq(exclusiveDomains.id, used.domainId));
  return zone ?? null;
}
