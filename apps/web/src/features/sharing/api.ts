import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@xcb/shared/action';
import type * as S from '@xcb/shared/actions/sharing';
import type { ShareKind } from '@xcb/shared/actions/sharing';
import { callAction } from '../../api/client.ts';
import { contracts, sharingKeys } from './itemsApi.ts';

// The sharing section's actions; the contracts, the keys and the item list live in itemsApi.ts.
export { sharingKeys, useItems } from './itemsApi.ts';

export const useItem = (id: number) =>
  useQuery({
    queryKey: sharingKeys.detail(id),
    queryFn: async ({ signal }) => callAction((await contracts()).itemDetail, { id }, { signal }),
    enabled: id > 0,
    retry: false,
  });

/** The buyers' ratings of an item, newest first, a page of 10. */
export const useRatings = (id: number, pageNum: number) =>
  useQuery({
    queryKey: sharingKeys.ratings(id, pageNum),
    queryFn: async ({ signal }) => callAction((await contracts()).itemRatings, { id, pageNum, pageSize: 10 }, { signal }),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });

export const useMyItems = (q: { kind: ShareKind; pageNum: number; status?: number }) =>
  useQuery({
    queryKey: sharingKeys.mine(q),
    queryFn: async ({ signal }) => callAction((await contracts()).myList, { ...q, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCollections = (q: { kind?: ShareKind; pageNum: number }) =>
  useQuery({
    queryKey: sharingKeys.collect(q),
    queryFn: async ({ signal }) => callAction((await contracts()).collectList, { ...q, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useHistory = (q: { kind?: ShareKind; pageNum: number }) =>
  useQuery({
    queryKey: sharingKeys.history(q),
    queryFn: async ({ signal }) => callAction((await contracts()).historyList, { ...q, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCert = () =>
  useQuery({ queryKey: sharingKeys.cert(), queryFn: async ({ signal }) => callAction((await contracts()).certGet, {}, { signal }) });

export const useOrders = (q: { side: 'buy' | 'sell'; state?: number; pageNum: number }) =>
  useQuery({
    queryKey: sharingKeys.orders(q),
    queryFn: async ({ signal }) => callAction((await contracts()).orderList, { ...q, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: number) =>
  useQuery({
    queryKey: sharingKeys.order(id),
    queryFn: async ({ signal }) => callAction((await contracts()).orderDetail, { id }, { signal }),
    enabled: id > 0,
    retry: false,
  });

/** Every sharing mutation refreshes the section's queries and the wallet (payments move coins). */
function useSharingMutation<I, R>(fn: (input: I) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: sharingKeys.all }), qc.invalidateQueries({ queryKey: ['wallet'] })]);
    },
  });
}

export type ItemForm = Omit<ActionInput<typeof S.projectAdd>, 'userid'>;

export const useSaveItem = (kind: ShareKind) =>
  useSharingMutation(async (input: ItemForm & { id?: number }) => {
    const c = await contracts();
    if (input.id) return callAction(kind === 'project' ? c.projectUpdate : c.serverUpdate, { ...input, id: input.id });
    return callAction(kind === 'project' ? c.projectAdd : c.serverAdd, input);
  });
export const useOffline = () =>
  useSharingMutation(async (input: { id: number; offline: 0 | 1 }) => callAction((await contracts()).setOffline, input));
export const useCollect = () =>
  useSharingMutation(async (input: { id: number; collect: 0 | 1 }) => callAction((await contracts()).collect, input));
export const useSaveCert = () =>
  useSharingMutation(async (input: { intro: string; skills: string }) => callAction((await contracts()).certSave, input));
export const useAddOrder = () =>
  useSharingMutation(async (input: Omit<ActionInput<typeof S.orderAdd>, 'userid'>) => callAction((await contracts()).orderAdd, input));
export const usePayOrder = () =>
  useSharingMutation(async (input: { id: number; accountpwd: string }) => callAction((await contracts()).orderPay, input));
export const useDeliver = () =>
  useSharingMutation(async (input: { id: number; deliveryNote: string; deliveryFiles: string[] }) =>
    callAction((await contracts()).orderDeliver, input),
  );
export const useRejectOrder = () =>
  useSharingMutation(async (input: { id: number; reason: string }) => callAction((await contracts()).orderReject, input));
export const useConfirm = () => useSharingMutation(async (id: number) => callAction((await contracts()).orderConfirm, { id }));
export const useCancelOrder = () =>
  useSharingMutation(async (input: { id: number; reason: string }) => callAction((await contracts()).orderCancel, input));
export const useRateOrder = () =>
  useSharingMutation(async (input: { id: number; stars: number; content: string }) => callAction((await contracts()).orderRate, input));
