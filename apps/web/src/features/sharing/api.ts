import { useQuery } from '@tanstack/react-query';
import type { ActionContract, ActionInput } from '@xcb/shared/action';
import type * as S from '@xcb/shared/actions/sharing';
import type { ShareKind } from '@xcb/shared/actions/sharing';
import { actionLoader, actionQuery, pageQuery, recordQuery } from '../../api/action-query.ts';
import { useActionMutation } from '../../api/mutation.ts';
import { contracts, sharingKeys } from './itemsApi.ts';

// The sharing section's actions; the contracts, the keys and the item list live in itemsApi.ts.
export { sharingKeys, useItems } from './itemsApi.ts';

const action = actionLoader(contracts);

export const useItem = (id: number) => useQuery(recordQuery(sharingKeys.detail(id), action('itemDetail'), { id }, id > 0));

/** The buyers' ratings of an item, newest first, a page of 10. */
export const useRatings = (id: number, pageNum: number) =>
  useQuery({ ...pageQuery(sharingKeys.ratings(id, pageNum), action('itemRatings'), { id, pageNum, pageSize: 10 }), enabled: id > 0 });

export const useMyItems = (q: { kind: ShareKind; pageNum: number; status?: number }) =>
  useQuery(pageQuery(sharingKeys.mine(q), action('myList'), { ...q, pageSize: 10 }));

export const useCollections = (q: { kind?: ShareKind; pageNum: number }) =>
  useQuery(pageQuery(sharingKeys.collect(q), action('collectList'), { ...q, pageSize: 10 }));

export const useHistory = (q: { kind?: ShareKind; pageNum: number }) =>
  useQuery(pageQuery(sharingKeys.history(q), action('historyList'), { ...q, pageSize: 10 }));

export const useCert = () => useQuery(actionQuery(sharingKeys.cert(), action('certGet'), {}));

export const useOrders = (q: { side: 'buy' | 'sell'; state?: number; pageNum: number }) =>
  useQuery(pageQuery(sharingKeys.orders(q), action('orderList'), { ...q, pageSize: 10 }));

export const useOrder = (id: number) => useQuery(recordQuery(sharingKeys.order(id), action('orderDetail'), { id }, id > 0));

type Contracts = typeof S;
type SharingAction = { [K in keyof Contracts]: Contracts[K] extends ActionContract ? K : never }[keyof Contracts];

/** A mutation of the section (api/mutation.ts): a success refreshes the section's queries and the wallet (payments move coins). */
const useSharingMutation = <K extends SharingAction>(name: K) =>
  useActionMutation(async () => (await contracts())[name] as Contracts[K] & ActionContract, sharingKeys.all, ['wallet']);

export type ItemForm = Omit<ActionInput<typeof S.projectAdd>, 'userid'>;

/** Publishing a project or a service, or (with an id) changing one: the kind's add and update actions. */
export function useSaveItem(kind: ShareKind) {
  const add = useSharingMutation(kind === 'project' ? 'projectAdd' : 'serverAdd');
  const update = useSharingMutation(kind === 'project' ? 'projectUpdate' : 'serverUpdate');
  return {
    isPending: add.isPending || update.isPending,
    run: (input: ItemForm & { id?: number }) => (input.id ? update.run({ ...input, id: input.id }) : add.run(input)),
  };
}
export const useOffline = () => useSharingMutation('setOffline');
export const useCollect = () => useSharingMutation('collect');
export const useSaveCert = () => useSharingMutation('certSave');
export const useAddOrder = () => useSharingMutation('orderAdd');
export const usePayOrder = () => useSharingMutation('orderPay');
export const useDeliver = () => useSharingMutation('orderDeliver');
export const useRejectOrder = () => useSharingMutation('orderReject');
export const useConfirm = () => useSharingMutation('orderConfirm');
export const useCancelOrder = () => useSharingMutation('orderCancel');
export const useRateOrder = () => useSharingMutation('orderRate');
