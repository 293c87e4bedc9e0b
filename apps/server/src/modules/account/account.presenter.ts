import type { UserPublic, UserSelf } from '@xcb/shared/actions/account';
import type { userOauth, users } from '../../db/schema/index.ts';
import type { OAuthKind } from '../../providers/oauth.ts';

export type UserRow = typeof users.$inferSelect;

// Presenters pick the reply fields the spec names; the password hash and session data never leave here.
export function presentUserPublic(u: UserRow, exclusiveName: string | null): UserPublic {
  return {
    id: u.id,
    name: u.name,
    nickName: u.nickName,
    icon: u.icon,
    sign: u.sign,
    job: u.job,
    jobId: u.jobId,
    province: u.province,
    cityId: u.cityId,
    area: u.area,
    auth: u.auth,
    exclusiveCode: u.exclusiveCode,
    exclusiveName,
    createDate: u.createdAt.toISOString(),
    studyCount: u.studyCount,
  };
}

export function presentUserSelf(u: UserRow, exclusiveName: string | null): UserSelf {
  return {
    ...presentUserPublic(u, exclusiveName),
    phone: u.phone,
    status: u.status,
    insuranceStatus: u.insuranceStatus,
    insurancePath: u.insurancePath,
    insuranceName: u.insuranceName,
    insuranceRemak: u.insuranceRemark,
    isStaff: u.staffRole !== null,
    staffRole: u.staffRole,
  };
}

/** spec: chatUser (id, nickname, chaticon) of the login reply */
export function presentChatUser(u: UserRow) {
  return { id: u.id, nickname: u.nickName ?? u.name, chaticon: u.icon };
}

/** A linked third-party login as its owner sees it: which kind and the name there, never the provider's id. */
export function presentOauthBinding(r: typeof userOauth.$inferSelect) {
  return { kind: r.kind as OAuthKind, nickname: r.nickname, createDate: r.createdAt.toISOString() };
}
