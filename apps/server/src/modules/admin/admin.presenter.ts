import type {
  articles,
  banners,
  dictionaries,
  dictionaryDetails,
  exclusiveDomains,
  invitationCodes,
  users,
} from '../../db/schema/index.ts';
import { articleFields } from '../course-author/course-author.presenter.ts';
import { presentPublicBanner } from '../platform/platform.presenter.ts';

// Presenters: database rows to the reply shapes of the admin console. Pure: the services load counts and
// names and pass them in. A user's password hash and pay-password hash never leave here.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type UserRow = typeof users.$inferSelect;

export const presentUser = (u: UserRow) => ({
  id: u.id,
  name: u.name,
  phone: u.phone,
  nickName: u.nickName,
  auth: u.auth,
  exclusiveCode: u.exclusiveCode,
  status: u.status,
  createDate: u.createdAt.toISOString(),
});

export function presentUserDetail(
  u: UserRow,
  x: { zoneName: string | null; openSessions: number; feedbackCount: number; lastSeenAt: string | null },
) {
  return {
    ...presentUser(u),
    sign: u.sign,
    job: u.job,
    exclusiveName: x.zoneName,
    insuranceStatus: u.insuranceStatus,
    openSessions: x.openSessions,
    feedbackCount: x.feedbackCount,
    lastSeenAt: x.lastSeenAt,
  };
}

export const presentStaff = (u: UserRow) => ({ ...presentUser(u), staffRole: u.staffRole ?? '' });

export function presentZone(z: typeof exclusiveDomains.$inferSelect, userCount: number, inviteCount: number) {
  return { id: z.id, exclusiveCode: z.code, exclusiveName: z.name, userCount, inviteCount, createDate: z.createdAt.toISOString() };
}

export const presentInvite = (r: typeof invitationCodes.$inferSelect) => ({
  id: r.id,
  code: r.code,
  maxUses: r.maxUses,
  usedCount: r.usedCount,
  expiresAt: iso(r.expiresAt),
  revokedAt: iso(r.revokedAt),
  createDate: r.createdAt.toISOString(),
});

/** `details` may hold other dictionaries' entries; only this one's are shown, in the given order. */
export function presentDictionary(d: typeof dictionaries.$inferSelect, details: (typeof dictionaryDetails.$inferSelect)[]) {
  return {
    id: d.id,
    number: d.number,
    name: d.name,
    details: details
      .filter((x) => x.dictionaryId === d.id)
      .map((x) => ({ id: x.id, name: x.name, value: x.value, varchar1: x.varchar1, sort: x.sort })),
  };
}

export const presentBanner = (b: typeof banners.$inferSelect) => ({ ...presentPublicBanner(b), sort: b.sort });

export function presentArticle(a: typeof articles.$inferSelect, author: string, typeName: ReadonlyMap<number, string>) {
  return {
    ...articleFields(a, typeName),
    authorId: a.authorId,
    author,
    createDate: a.createdAt.toISOString(),
  };
}
