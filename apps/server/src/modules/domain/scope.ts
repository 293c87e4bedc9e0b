import { eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ZONE_MSG } from '@xcb/shared';
import { forbidden } from '../../http/errors.ts';
import type { Actor } from '../../http/router.ts';

// spec business-areas §5: public-domain users and enterprises see and publish only public content
// (zone null); a private zone's users see and publish only their own zone's. The zone is the user's
// own (users.exclusiveCode, carried by the session), never one the request names, so a guessed code or
// a stale zone left in a browser cannot widen what anyone sees. Staff see every zone.
//
// Every listing, search and detail of zoned content (demands, resumes, positions, company pages,
// HR-agency demands, sharing projects) decides its scope here and nowhere else.

export type ZoneScope = { readonly kind: 'staff' } | { readonly kind: 'zone'; readonly zone: string | null };

export function zoneScope(actor: Actor | null): ZoneScope {
  if (actor?.staffRole) return { kind: 'staff' };
  return { kind: 'zone', zone: actor?.exclusiveCode ?? null };
}

/** The WHERE condition a listing adds for a content table's zone column (undefined: no restriction). */
export function inScope(scope: ZoneScope, zoneColumn: AnyPgColumn): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  return scope.zone === null ? isNull(zoneColumn) : eq(zoneColumn, scope.zone);
}

export function isVisible(scope: ZoneScope, rowZone: string | null): boolean {
  return scope.kind === 'staff' || scope.zone === rowZone;
}

/**
 * A detail read (or an action on someone else's object) of a row outside the caller's scope is refused
 * with the spec's message; `what` names the content (短期需求, 简历, 职位, 企业信息, 人事代理需求…).
 */
export function assertVisible(scope: ZoneScope, rowZone: string | null, what: string): void {
  if (isVisible(scope, rowZone) || scope.kind === 'staff') return;
  if (scope.zone === null) throw forbidden(ZONE_MSG.publicCannotViewPrivate(what));
  if (rowZone === null) throw forbidden(ZONE_MSG.privateCannotViewPublic(what));
  throw forbidden(ZONE_MSG.otherZone);
}

/** The zone new content is published into: always the publisher's own (public stays public). */
export function publishZone(actor: Actor): string | null {
  return actor.exclusiveCode;
}
