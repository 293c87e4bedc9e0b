import { useQuery } from '@tanstack/react-query';
import type { ActionContract, ActionInput } from '@xcb/shared/action';
import type * as E from '@xcb/shared/actions/employment';
import { actionLoader, pageQuery, recordQuery, replyData } from '../../api/action-query.ts';
import { callAction } from '../../api/client.ts';
import { certificationKeys } from '../../api/certification.ts';
import { useActionMutation } from '../../api/mutation.ts';

// Short-term hire actions (and the certification checks before a publish) (spec business-areas §7). Contracts load with the first call.
const contracts = () => import('@xcb/shared/actions/employment');
const cert = () => import('@xcb/shared/actions/certification');
const wallet = () => import('@xcb/shared/actions/wallet');

export const employmentKeys = { all: ['employment'] as const };
const k = (...parts: unknown[]) => [...employmentKeys.all, ...parts];

const action = actionLoader(contracts);

export const useDemands = (q: ActionInput<typeof E.listDemands>) => useQuery(pageQuery(k('list', q), action('listDemands'), q));
export const useDemand = (id: number) => useQuery(recordQuery(k('detail', id), action('demandDetailAction'), { id }, id > 0, replyData));
export const usePublisher = (userId: number) =>
  useQuery(recordQuery(k('publisher', userId), action('publisherInfo'), { id: userId }, userId > 0, replyData));
export const useApplicationDetail = (id: number) =>
  useQuery(recordQuery(k('application', id), action('applicationDetail'), { id }, id > 0, replyData));

type Paged = { pageNum: number; pageSize?: number };
function listHook<C extends ActionContract>(name: string, pick: () => Promise<C>) {
  return (q: Paged & Record<string, unknown>, enabled = true) =>
    useQuery({ ...pageQuery(k(name, q), pick, { pageSize: 6, ...q } as ActionInput<C>), enabled });
}
export const useMyDemands = listHook('mine', async () => (await contracts()).myDemands);
export const useMySends = listHook('sends', async () => (await contracts()).mySends);
export const useMyWork = listHook('work', async () => (await contracts()).myWork);
export const useMyCollects = listHook('collects', async () => (await contracts()).myCollects);
export const useFootprints = listHook('footprints', async () => (await contracts()).myFootprints);
export const useApplications = listHook('applications', async () => (await contracts()).demandApplications);
export const useDeliveries = listHook('deliveries', async () => (await contracts()).listDeliveries);
export const usePayRequests = listHook('requests', async () => (await contracts()).listPayRequests);

export const useCompanyBank = () =>
  useQuery({
    queryKey: ['wallet', 'companyBank'],
    queryFn: async ({ signal }) => (await callAction((await wallet()).payCompanyBankUI, { payCompanyBank: { type: 1 } }, { signal })).data,
    staleTime: 600_000,
  });

type Contracts = typeof E;
type EmploymentAction = { [K in keyof Contracts]: Contracts[K] extends ActionContract ? K : never }[keyof Contracts];

/** A mutation of the area (api/mutation.ts): a success refreshes the area's queries, the certification summary and the wallet. */
const useAreaMutation = <K extends EmploymentAction>(name: K) =>
  useActionMutation(async () => (await contracts())[name] as Contracts[K] & ActionContract, employmentKeys.all, certificationKeys.all, [
    'wallet',
  ]);
export const usePublish = () => useAreaMutation('addDemand');
export const useResubmitDemand = () => useAreaMutation('resubmitDemand');
export const useBankPay = () => useAreaMutation('addPay');
export const useWalletPay = () => useAreaMutation('walletPay');
export const useApply = () => useAreaMutation('applyDemand');
export const useDecideApplication = () => useAreaMutation('decideApplication');
export const useDeliver = () => useAreaMutation('addDelivery');
export const useDecideDelivery = () => useAreaMutation('decideDelivery');
export const useRequestPay = () => useAreaMutation('addPayRequest');
export const useDecideRequest = () => useAreaMutation('decidePayRequest');
export const useEndDemand = () => useAreaMutation('endDemand');
export const useWithdrawDemand = () => useAreaMutation('withdrawDemand');
export const useToggleCollect = () => useAreaMutation('toggleCollect');

/** lhyhneedLooked_add (footprint), fire and forget (a footprint failing must not disturb the page). */
export async function recordFootprint(userId: number, id: number): Promise<void> {
  await callAction((await contracts()).addLooked, { userid: userId, positionoruserid: id, type: 1 }).catch(() => undefined);
}

/** spec §5 publish checks: (1,4,2) demand, (3,5,2) job, (4,6,2) agency demand. */
export async function checkPublish(type: 1 | 3 | 4) {
  return callAction((await cert()).publishCheck, { type });
}
export const usePublishCheck = (type: 1 | 3 | 4) =>
  useQuery({ queryKey: [...certificationKeys.all, 'publishCheck', type], queryFn: () => checkPublish(type), staleTime: 0, retry: false });
