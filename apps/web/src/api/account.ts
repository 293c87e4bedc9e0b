import { queryOptions, useQuery } from '@tanstack/react-query';
import type { forgetPassword, getRangeCode } from '@xcb/shared/actions/account';
import type { ActionInput } from '@xcb/shared/action';
import { callAction, type CallOptions } from './client.ts';

// Account actions (spec accounts-wallet-courses.md section 7): fetchers, query options, hooks.
// The contracts (zod schemas) load with the first call, so they stay out of the first page's JavaScript.
export const contracts = () => import('@xcb/shared/actions/account');

export const accountKeys = {
  all: ['account'] as const,
  current: () => [...accountKeys.all, 'current'] as const,
  user: (id: number) => [...accountKeys.all, 'user', id] as const,
  captcha: (name: string) => [...accountKeys.all, 'captcha', name] as const,
};

export type RangeCodeInput = ActionInput<typeof getRangeCode>;
export type ForgetPasswordInput = ActionInput<typeof forgetPassword>;

// ---- fetchers ----

export const fetchCurrentUser = async (options?: CallOptions) => callAction((await contracts()).currentUser, {}, options);
export const logoutRequest = async (userid: number) => callAction((await contracts()).logout, { userid }, { authRedirect: false });
/** Resolves when the account name is free; rejects with 账号已存在 when taken. */
export const checkAccountFree = async (name: string) => callAction((await contracts()).existUserName, { name });

/** spec: user_getRangeCode; the code arrives by SMS (in the sandbox: the developer outbox). */
export const sendSmsCode = async (input: RangeCodeInput) => callAction((await contracts()).getRangeCode, input);
export const forgetPasswordRequest = async (input: ForgetPasswordInput) => callAction((await contracts()).forgetPassword, input);

/** spec: user_getQrCode (GET): the QR content (a link relative to this site) and its UUIDStr. */
export const fetchQrCode = async () => callAction((await contracts()).getQrCode, {});
export const qrScanRequest = async (UUIDStr: string) => callAction((await contracts()).qrScan, { UUIDStr });
export const qrConfirmRequest = async (UUIDStr: string) => callAction((await contracts()).qrConfirm, { UUIDStr });

export type OAuthKind = 'wechat' | 'qq';
/** spec: user_checkLoginStatus (WeChat) / user_checkLoginQQStatus, after the popup closed. */
export const checkOAuthLogin = async (kind: OAuthKind, key: string, deviceType: 'pc' | 'mobile') => {
  const c = await contracts();
  return callAction(kind === 'wechat' ? c.checkLoginStatus : c.checkLoginQQStatus, { key, deviceType });
};
export const startBinding = async (kind: OAuthKind, key: string) => callAction((await contracts()).bindThirdParty, { kind, key });
export const bindingResult = async (key: string) => callAction((await contracts()).bindThirdPartyResult, { key });
export const unbindThirdParty = async (kind: OAuthKind) => callAction((await contracts()).unbindThirdParty, { kind });

export function useThirdPartyBindings(enabled: boolean) {
  return useQuery({
    queryKey: [...accountKeys.all, 'thirdParty'] as const,
    queryFn: async ({ signal }) => (await callAction((await contracts()).thirdPartyList, {}, { signal })).data,
    enabled,
  });
}

// ---- queries ----

export const userByIdQuery = (id: number) =>
  queryOptions({
    queryKey: accountKeys.user(id),
    queryFn: async ({ signal }) => (await callAction((await contracts()).getUserById, { id }, { signal })).user,
  });

export function useUserById(id: number) {
  return useQuery(userByIdQuery(id));
}

/** A login captcha image (SVG data URL) for the account; refetch for a new one. Each is single-use. */
export const loginCaptchaQuery = (name: string) =>
  queryOptions({
    queryKey: accountKeys.captcha(name),
    queryFn: async ({ signal }) => callAction((await contracts()).getCaptcha, { name }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useLoginCaptcha(name: string, enabled: boolean) {
  return useQuery({ ...loginCaptchaQuery(name), enabled });
}
