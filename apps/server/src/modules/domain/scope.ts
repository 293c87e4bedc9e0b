import { eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SUPPORT_USER_ID, USER_AUTH, ZONE_MSG } from '@xcb/shared';
import { browsingZone } from '../../http/browsing-zone.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';

// spec business-areas §5 and §6: public content (zone null) and each private zone's content never mix.
// - A private zone's user sees and publishes only his own zone's content, and may not enter another zone
//   (私域用户不可访问其他私域).
// - A public-domain company may not enter a private zone (公域企业不可访问私域信息) and sees public content.
// - Visitors and other public users see public content, or, while browsing a zone (the zone dropdown or
//   the /privatedomain frame sends X-Exclusive-Code), that zone's content only.
// - Staff see every zone.
// The zone a user belongs to comes from the session (users.exclusiveCode), never from the request.
//
// Every listing, search and detail of zoned content (demands, resumes, positions, company pages,
// HR-agency demands, sharing projects) decides its scope here and nowhere else.

/** `enterprise`: a company or HR agency (the spec's 企业 messages); absent for individuals and visitors. */
export type ZoneScope = { readonly kind: 'staff' } | { readonly kind: 'zone'; readonly zone: string | null; readonly enterprise?: true };

/**
 * The zone being browsed is itself refused to the caller (not one row in it): a 403 with code ZONE_REFUSED,
 * on which the web drops a zone flag left in the tab (api/client.ts) instead of showing 403s page after page.
 */
const zoneRefused = (message: string) => new AppError(403, 'ZONE_REFUSED', message);

/**
 * The scope of a caller. `requested` is the zone the page is browsing (by default the request's
 * X-Exclusive-Code, http/browsing-zone.ts); a request the caller may not make is refused with the spec's
 * message.
 */
export function zoneScope(actor: Actor | null, requested: string | null = browsingZone()): ZoneScope {
  if (actor?.staffRole) return { kind: 'staff' };
  const own = actor?.exclusiveCode ?? null;
  const enterprise = actor?.auth === USER_AUTH.company || actor?.auth === USER_AUTH.hrAgency ? ({ enterprise: true } as const) : {};
  if (own !== null) {
    if (requested !== null && requested !== own) throw zoneRefused(ZONE_MSG.otherZone);
    return { kind: 'zone', zone: own, ...enterprise };
  }
  if (requested !== null && actor?.auth === USER_AUTH.company) throw zoneRefused(ZONE_MSG.publicCompanyNoZone);
  return { kind: 'zone', zone: requested, ...enterprise };
}

/** A visitor of the public site: no session, no zone browsed (what a page's document is answered for). */
export const PUBLIC_VISITOR: ZoneScope = { kind: 'zone', zone: null };

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
  if (scope.kind === 'staff' || scope.zone === rowZone) return;
  const enterprise = scope.enterprise === true;
  if (scope.zone === null)
    throw forbidden(enterprise ? ZONE_MSG.publicCannotViewPrivate(what) : ZONE_MSG.publicUserCannotViewPrivate(what));
  if (rowZone === null) throw forbidden(enterprise ? ZONE_MSG.privateCannotViewPublic(what) : ZONE_MSG.privateUserCannotViewPublic(what));
  throw forbidden(ZONE_MSG.otherZone);
}

/** The zone new content is published into: always the publisher's own (public stays public). */
export function publishZone(actor: Actor): string | null {
  return actor.exclusiveCode;
}

/** Who a person is, as far as reaching him across domains goes. */
export interface Reachable {
  id: number;
  exclusiveCode: string | null;
  staffRole: string | null;
}

/**
 * Whether the caller may talk to someone (chat, video): only within one domain, so that a conversation
 * cannot carry a private zone's business out of it. Staff and the support account (spec: consultation
 * goes to id 271) serve every domain.
 */
export function mayReach(actor: Actor, peer: Reachable): boolean {
  if (actor.staffRole || peer.staffRole || actor.userId === SUPPORT_USER_ID || peer.id === SUPPORT_USER_ID) return true;
  return actor.exclusiveCode === peer.exclusiveCode;
}
