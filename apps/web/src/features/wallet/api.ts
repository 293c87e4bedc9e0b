import { useQuery } from '@tanstack/react-query';
import type { ActionInput } from '@xcb/shared/action';
import type * as W from '@xcb/shared/actions/wallet';
import { actionLoader, actionQuery, pageQuery } from '../../api/action-query.ts';
import { callAction } from '../../api/client.ts';
import { useActionMutation } from '../../api/mutation.ts';

// Wallet actions (spec accounts-wallet-courses.md section 7). Contracts load with the first call.
const contracts = () => import('@xcb/shared/actions/wallet');
const platform = () => import('@xcb/shared/actions/platform');

export const walletKeys = {
  all: ['wallet'] as const,
  base: () => [...walletKeys.all, 'base'] as const,
  trades: (page: number) => [...walletKeys.all, 'trades', page] as const,
  trade: (id: number) => [...walletKeys.all, 'trade', id] as const,
  cards: () => [...walletKeys.all, 'cards'] as const,
  points: (page: number) => [...walletKeys.all, 'points', page] as const,
  companyBank: () => [...walletKeys.all, 'companyBank'] as const,
  feedback: (page: number) => [...walletKeys.all, 'feedback', page] as const,
  flowpath: () => [...walletKeys.all, 'flowpath'] as const,
};

const action = actionLoader(contracts);

export const useTrades = (pageNum: number) =>
  useQuery(pageQuery(walletKeys.trades(pageNum), action('getTradList'), { pageNum, pageSize: 10 }));

export const useTrade = (id: number) =>
  useQuery({ ...actionQuery(walletKeys.trade(id), action('getTradDetail'), { id }, (r) => r.custAccountDetail), enabled: id > 0 });

export const useCards = () => useQuery(actionQuery(walletKeys.cards(), action('userBankList'), {}, (r) => r.data));

export const usePoints = (pageNum: number) =>
  useQuery(pageQuery(walletKeys.points(pageNum), action('scoreList'), { pageNum, pageSize: 10 }));

export const useCompanyBank = () =>
  useQuery(actionQuery(walletKeys.companyBank(), action('payCompanyBankUI'), { payCompanyBank: { type: 1 } }, (r) => r.data));

export const useMyFeedback = (pageNum: number) =>
  useQuery(pageQuery(walletKeys.feedback(pageNum), action('feedbackMine'), { pageNum, pageSize: 10 }));

export const useFlowpath = () => useQuery(actionQuery(walletKeys.flowpath(), action('flowpathAccess'), {}));

export const usePointRules = () =>
  useQuery({
    queryKey: ['platform', 'dictionary', 'integralRule'],
    queryFn: async ({ signal }) => (await callAction((await platform()).dictionaryDetails, { number: 'integralRule' }, { signal })).data,
    staleTime: 10 * 60_000,
  });

type Contracts = Awaited<ReturnType<typeof contracts>>;
type ActionName = { [K in keyof Contracts]: Contracts[K] extends { name: string; input: unknown } ? K : never }[keyof Contracts];

/** A wallet mutation (api/mutation.ts): on success everything the wallet shows refetches. */
const useWalletMutation = <K extends ActionName>(name: K) => useActionMutation(async () => (await contracts())[name], walletKeys.all);

export const useAddPassword = () => useWalletMutation('addPWD');
export const useChangePassword = () => useWalletMutation('setPWD');
export const useCreateTopup = () => useWalletMutation('createcz');
export const useWalletTransaction = () => useWalletMutation('createJY');
export const useBankTopup = () => useWalletMutation('createAccount');
export const useAddCard = () => useWalletMutation('userBankAdd');
export const useUpdateCard = () => useWalletMutation('userBankUpdate');
export const useDeleteCard = () => useWalletMutation('userBankDelete');
export const useAddFeedback = () => useWalletMutation('feedbackAdd');

export const alipayCashier = async (order_id: string) => (await callAction((await contracts()).aliPayOrderStr, { order_id })).data;
export const wxCodeUrl = async (order_id: string) => (await callAction((await contracts()).wxPayFunction, { order_id })).code_url;
export const queryOrder = async (order_id: string) => (await callAction((await contracts()).queryOrderBy, { order_id })).tradestatus;
export const transferAudit = async (channel: 'ali' | 'wx' | 'bank', input: ActionInput<typeof W.aliZZAudit>) => {
  const c = await contracts();
  return callAction(channel === 'ali' ? c.aliZZAudit : channel === 'wx' ? c.wxZZAudit : c.bankZZAudit, input);
};

/** spec: the top-up trade code begins with QB plus a time stamp. */
export const tradeCode = (prefix: 'QB' | 'TX' | 'ZF') =>
  `${prefix}${Date.now()}${Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0')}`;

/** Uploads an image (proof 3 MB, feedback 3 MB) and returns its stored relative path. */
export async function uploadImage(file: File, purpose: 'proof' | 'feedback'): Promise<string> {
  const { uploadFile } = await import('@xcb/shared/actions/files');
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('upload', file);
  const { getToken, rememberFileKey } = await import('../../lib/storage.ts');
  const res = await fetch(`/${uploadFile.name}.action`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  rememberFileKey(res);
  const body = (await res.json()) as { success: boolean; data?: string; error?: string };
  if (!body.success || !body.data) throw new Error(body.error ?? '上传失败');
  return body.data;
}
