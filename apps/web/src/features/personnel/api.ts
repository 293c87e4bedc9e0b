import { useQuery } from '@tanstack/react-query';
import type { ActionInput } from '@xcb/shared/action';
import type * as P from '@xcb/shared/actions/personnel';
import { actionLoader, actionQuery, pageQuery, recordQuery, replyData } from '../../api/action-query.ts';
import { useActionMutation } from '../../api/mutation.ts';

// The personnel-agency actions (shared/actions/personnel.ts). Contracts load with the first call. Every
// mutation refreshes the whole area (its lists and details are few and small).
const contracts = () => import('@xcb/shared/actions/personnel');

export const personnelKeys = {
  all: ['personnel'] as const,
  of: (...parts: unknown[]) => ['personnel', ...parts] as const,
};

type Page = { pageNum: number; pageSize?: number };

const action = actionLoader(contracts);

export const useMainInfo = () => useQuery(actionQuery(personnelKeys.of('mainInfo'), action('mainInfo'), {}));
export const useRates = () =>
  useQuery({ ...actionQuery(personnelKeys.of('rates'), action('rateList'), {}, replyData), staleTime: 300_000 });
export const useNeeds = (q: ActionInput<typeof P.needList>) =>
  useQuery(pageQuery(personnelKeys.of('needs', q), action('needList'), q, replyData));
export const useNeed = (id: number) => useQuery(recordQuery(personnelKeys.of('need', id), action('needDetail'), { id }, id > 0, replyData));
export const useMyNeeds = (q: Page & { kind?: string; status?: number }) =>
  useQuery(pageQuery(personnelKeys.of('myNeeds', q), action('myNeeds'), q as ActionInput<typeof P.myNeeds>, replyData));
export const useNeedDelivers = (needId: number) =>
  useQuery({
    ...actionQuery(personnelKeys.of('needDelivers', needId), action('needDelivers'), { needId }, replyData),
    enabled: needId > 0,
  });
export const useMyDelivers = (q: Page) => useQuery(pageQuery(personnelKeys.of('myDelivers', q), action('myDelivers'), q, replyData));
export const useContracts = (q: Page & { role: 'need' | 'serve'; kind?: string; status?: number }) =>
  useQuery(pageQuery(personnelKeys.of('contracts', q), action('contractList'), q as ActionInput<typeof P.contractList>, replyData));
// one query for the contract and its deliveries, read by two hooks
const contractQuery = (id: number) => recordQuery(personnelKeys.of('contract', id), action('contractDetail'), { id }, id > 0);
export const useContract = (id: number) => useQuery({ ...contractQuery(id), select: (r) => r.data });
/** Every report of the service done, with its files and the demander's decision. */
export const useContractDeliveries = (id: number) => useQuery({ ...contractQuery(id), select: (r) => r.deliveries });
export const useFirm = (firmUserId: number) =>
  useQuery(recordQuery(personnelKeys.of('firm', firmUserId), action('firmDetail'), { firmUserId }, firmUserId > 0, replyData));
export const useComments = (firmUserId: number, q: Page) =>
  useQuery({
    ...actionQuery(personnelKeys.of('comments', firmUserId, q), action('commentList'), { firmUserId, ...q }, replyData),
    enabled: firmUserId > 0,
  });
export const useCollections = (q: Page, enabled = true) =>
  useQuery({ ...actionQuery(personnelKeys.of('collections', q), action('collectList'), q, replyData), enabled });
export const useFollows = (q: Page) => useQuery(actionQuery(personnelKeys.of('follows', q), action('followList'), q, replyData));
export const useHistory = (q: Page, enabled = true) =>
  useQuery({ ...actionQuery(personnelKeys.of('history', q), action('historyList'), q, replyData), enabled });
export const usePermission = (enabled: boolean) =>
  useQuery({ ...actionQuery(personnelKeys.of('permission'), action('permission'), { a: 4, b: 6, c: 2 }), enabled, staleTime: 0 });

type ContractName = { [K in keyof typeof P]: (typeof P)[K] extends { name: string; input: unknown } ? K : never }[keyof typeof P];

/** A personnel mutation (api/mutation.ts): on success the area and the wallet refetch (money may have moved). */
export const usePersonnelAction = <K extends ContractName>(name: K) =>
  useActionMutation(async () => (await contracts())[name], personnelKeys.all, ['wallet']);
