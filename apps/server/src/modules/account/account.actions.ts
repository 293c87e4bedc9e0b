import { accountActions as a } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import * as account from './account.service.ts';

export const accountActionList = [
  defineAction(a.existUserName, async (input, { deps }) => {
    await account.checkAccountAvailable(deps, input.name);
    return {};
  }),
  defineAction(a.register, (input, { deps, ip, userAgent }) => account.register(deps, input, { ip, userAgent })),
  defineAction(a.login, (input, { deps, ip, userAgent }) => account.login(deps, input, { ip, userAgent })),
  defineAction(a.getCaptcha, (input, { deps, ip, userAgent }) => account.captchaFor(deps, input.name, { ip, userAgent })),
  defineAction(a.logout, (_input, { deps, actor }) => account.logout(deps, actor)),
  defineAction(a.getUserById, (input, { deps, actor }) => account.getUser(deps, actor, input.id)),
  defineAction(a.currentUser, (_input, { deps, actor }) => account.currentUser(deps, actor)),
];
