import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActionInput } from '@xcb/shared/action';
import type * as P from '@xcb/shared/actions/personnel';
import { callAction } from '../../api/client.ts';
import { useActionMutation } from '../../api/mutation.ts';

// The personnel-agency actions (shared/actions/personnel.ts). Contracts load with the first call. Every
// mutation refreshes the whole area (its lists and details are few and small).
const contracts = () => import('@xcb/shared/actions/personnel');

export const personnelKeys = {
  all: ['personnel'] as const,
  of: (...parts: unknown[]) => ['personnel', ...parts] as const,
};

type Page = { pageNum: number; pageSize?: number };

export const useMainInfo = () =>
  useQuery({
    queryKey: personnelKeys.of('mainInfo'),
    queryFn: async ({ signal }) => callAction((await contracts()).mainInfo, {}, { signal }),
  });
export const useRates = () =>
  useQuery({
    queryKey: personnelKeys.of('rates'),
    queryFn: async ({ signal }) => (await callAction((await contracts()).rateList, {}, { signal })).data,
    staleTime: 300_000,
  });
export const useNeeds = (q: ActionInput<typeof P.needList>) =>
  useQuery({
    queryKey: personnelKeys.of('needs', q),
    queryFn: async ({ signal }) => (await callAction((await contracts()).needList, q, { signal })).data,
    placeholderData: keepPreviousData,
  });
export const useNeed = (id: number) =>
  useQuery({
    queryKey: personnelKeys.of('need', id),
    queryFn: async ({ signal }) => (await callAction((await contracts()).needDetail, { id }, { signal })).data,
    enabled: id > 0,
    retry: false,
  });
export const useMyNeeds = (q: Page & { kind?: string; status?: number }) =>
  useQuery({
    queryKey: personnelKeys.of('myNeeds', q),
    queryFn: async ({ signal }) => (await callAction((await contracts()).myNeeds, q as ActionInput<typeof P.myNeeds>, { signal })).data,
    placeholderData: keepPreviousData,
  });
export const useNeedDelivers = (needId: number) =>
  useQuery({
    queryKey: personnelKeys.of('needDelivers', needId),
    queryFn: async ({ signal }) => (await callAction((await contracts()).needDelivers, { needId }, { signal })).data,
    enabled: needId > 0,
  });
export const useMyDelivers = (q: Page) =>
  useQuery({
    queryKey: personnelKeys.of('myDelivers', q),
    queryFn: async ({ signal }) => (await callAction((await contracts()).myDelivers, q, { signal })).data,
    placeholderData: keepPreviousData,
  });
export const useContracts = (q: Page & { role: 'need' | 'serve'; kind?: string; status?: number }) =>
  useQuery({
    queryKey: personnelKeys.of('contracts', q),
    queryFn: async ({ signal }) =>
      (await callAction((await contracts()).contractList, q as ActionInput<typeof P.contractList>, { signal })).data,
    placeholderData: keepPreviousData,
  });
// one query for the contract and its deliveries, read by two hooks
const contractQuery = (id: number) => ({
  queryKey: personnelKeys.of('contract', id),
  queryFn: async ({ signal }: { signal: AbortSignal }) => callAction((await contracts()).contractDetail, { id }, { signal }),
  enabled: id > 0,
  retry: false,
});
export const useContract = (id: number) => useQuery({ ...contractQuery(id), select: (r) => r.data });
/** Every report of the service done, with its files and the demander's decision. */
export const useContractDeliveries = (id: number) => useQuery({ ...contractQuery(id), select: (r) => r.deliveries });
export const useFirm = (firmUserId: number) =>
  useQuery({
    queryKey: personnelKeys.of('firm', firmUserId),
    queryFn: async ({ signal }) => (await callAction((await contracts()).firmDetail, { firmUserId }, { signal })).data,
    enabled: firmUserId > 0,
    retry: false,
  });
export const useComments = (firmUserId: number, q: Page) =>
  useQuery({
    queryKey: personnelKeys.of('comments', firmUserId, q),
    queryFn: async ({ signal }) => (await callAction((await contracts()).commentList, { firmUserId, ...q }, { signal })).data,
    enabled: firmUserId > 0,
  });
export const useCollections = (q: Page, enabled = true) =>
  useQuery({
    queryKey: personnelKeys.of('collections', q),
    queryFn: async ({ signal }) => (await callAction((await contracts()).collectList, q, { signal })).data,
    enabled,
  });
export const useFollows = (q: Page) =>
  useQuery({
    queryKey: personnelKeys.of('follows', q),
    queryFn: async ({ signal }) => (await callAction((await contracts()).followList, q, { signal })).data,
  });
export const useHistory = (q: Page, enabled = true) =>
  useQuery({
    queryKey: personnelKeys.of('history', q),
    queryFn: async ({ signal }) => (await callAction((await contracts()).historyList, q, { signal })).data,
    enabled,
  });
export const usePermission = (enabled: boolean) =>
  useQuery({
    queryKey: personnelKeys.of('permission'),
    queryFn: async ({ signal }) => callAction((await contracts()).permission, { a: 4, b: 6, c: 2 }, { signal }),
    enabled,
    staleTime: 0,
  });

type ContractName = { [K in keyof typeof P]: (typeof P)[K] extends { name: string; input: unknown } ? K : never }[keyof typeof P];

/** A personnel mutation (api/mutation.ts): on success the area and the wallet refetch (money may have moved). */
export const usePersonnelAction = <K extends ContractName>(name: K) =>
  useActionMutation(async () => (await contracts())[name], personnelKeys.all, ['wallet']);
