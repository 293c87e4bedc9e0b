import { accountActions as a } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import { forbidden } from '../../core/errors.ts';
import * as account from './account.service.ts';
import * as profile from './profile.service.ts';
import * as qr from './qr.service.ts';
import * as oauth from './oauth.service.ts';
import { accountBaseOf } from '../wallet/account.service.ts';
import type { AppDeps } from '../../http/deps.ts';

/** spec: the login reply adds jwt, chatUser and custAccountBase (the wallet summary). */
async function withWallet<R extends { user: { id: number } }>(deps: AppDeps, reply: R) {
  return { ...reply, custAccountBase: await accountBaseOf(deps.db, reply.user.id) };
}

export const accountActionList = [
  defineAction(a.existUserName, async (input, { deps }) => {
    await account.checkAccountAvailable(deps, input.name);
    return {};
  }),
  defineAction(a.register, async (input, { deps, ip, userAgent }) =>
    withWallet(deps, await account.register(deps, input, { ip, userAgent })),
  ),
  defineAction(a.login, async (input, { deps, ip, userAgent }) => withWallet(deps, await account.login(deps, input, { ip, userAgent }))),
  defineAction(a.getCaptcha, (input, { deps, ip, userAgent }) => account.captchaFor(deps, input.name, { ip, userAgent })),
  defineAction(a.logout, (_input, { deps, actor }) => account.logout(deps, actor)),
  defineAction(a.getUserById, (input, { deps, actor }) => account.getUser(deps, actor, input.id)),
  defineAction(a.getRangeCode, (input, { deps, actor, ip, userAgent }) => profile.sendRangeCode(deps, actor, input, { ip, userAgent })),
  defineAction(a.forgetPassword, (input, { deps, ip, userAgent }) => profile.forgetPassword(deps, input, { ip, userAgent })),
  defineAction(a.updateUser, (input, { deps, actor }) => {
    // spec: user_update also carries the user's id; like userid, it must be the caller.
    if (input.id !== undefined && input.id !== null && input.id !== '' && String(input.id) !== String(actor.userId)) throw forbidden();
    return profile.updateProfile(deps, actor, input);
  }),
  defineAction(a.updatePhone, (input, { deps, actor }) => profile.updatePhone(deps, actor, input)),
  defineAction(a.updatePassword, (input, { deps, actor }) => profile.updatePassword(deps, actor, input)),
  defineAction(a.getQrCode, (_input, { deps, ip, userAgent }) => qr.issueQr(deps, { ip, userAgent })),
  defineAction(a.qrScan, (input, { deps }) => qr.scanQr(deps, input.UUIDStr)),
  defineAction(a.qrConfirm, (input, { deps, actor, ip, userAgent }) => qr.confirmQr(deps, actor, input.UUIDStr, { ip, userAgent })),
  defineAction(a.checkLoginStatus, (input, { deps, ip, userAgent }) =>
    oauth.checkLogin(deps, 'wechat', input.key, input.deviceType, { ip, userAgent }),
  ),
  defineAction(a.checkLoginQQStatus, (input, { deps, ip, userAgent }) =>
    oauth.checkLogin(deps, 'qq', input.key, input.deviceType, { ip, userAgent }),
  ),
  defineAction(a.thirdPartyList, (_input, { deps, actor }) => oauth.listBindings(deps, actor)),
  defineAction(a.bindThirdParty, (input, { deps, actor }) => oauth.startBinding(deps, actor, input.kind, input.key)),
  defineAction(a.bindThirdPartyResult, (input, { deps, actor }) => oauth.bindingResult(deps, actor, input.key)),
  defineAction(a.unbindThirdParty, (input, { deps, actor }) => oauth.unbind(deps, actor, input.kind)),
  defineAction(a.currentUser, (_input, { deps, actor }) => account.currentUser(deps, actor)),
];
