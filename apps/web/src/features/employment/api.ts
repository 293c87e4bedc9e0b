import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionContract, ActionInput } from '@xcb/shared/action';
import type * as E from '@xcb/shared/actions/employment';
import type * as Cert from '@xcb/shared/actions/certification';
import { callAction } from '../../api/client.ts';
import { certificationKeys } from '../../api/certification.ts';

// Short-term hire and certification actions (spec business-areas §7). Contracts load with the first call.
const contracts = () => import('@xcb/shared/actions/employment');
const cert = () => import('@xcb/shared/actions/certification');
const wallet = () => import('@xcb/shared/actions/wallet');

export const employmentKeys = { all: ['employment'] as const };
const k = (...parts: unknown[]) => [...employmentKeys.all, ...parts];

export const useDemands = (q: ActionInput<typeof E.listDemands>) =>
  useQuery({
    queryKey: k('list', q),
    queryFn: async ({ signal }) => callAction((await contracts()).listDemands, q, { signal }),
    placeholderData: keepPreviousData,
  });
export const useDemand = (id: number) =>
  useQuery({
    queryKey: k('detail', id),
    queryFn: async ({ signal }) => (await callAction((await contracts()).demandDetailAction, { id }, { signal })).data,
    enabled: id > 0,
    retry: false,
  });
export const usePublisher = (userId: number) =>
  useQuery({
    queryKey: k('publisher', userId),
    queryFn: async ({ signal }) => (await callAction((await contracts()).publisherInfo, { id: userId }, { signal })).data,
    enabled: userId > 0,
    retry: false,
  });
export const useApplicationDetail = (id: number) =>
  useQuery({
    queryKey: k('application', id),
    queryFn: async ({ signal }) => (await callAction((await contracts()).applicationDetail, { id }, { signal })).data,
    enabled: id > 0,
    retry: false,
  });

type Paged = { pageNum: number; pageSize?: number };
function listHook<C extends ActionContract>(name: string, pick: () => Promise<C>) {
  return (q: Paged & Record<string, unknown>, enabled = true) =>
    useQuery({
      queryKey: k(name, q),
      queryFn: async ({ signal }) => callAction(await pick(), { pageSize: 6, ...q } as ActionInput<C>, { signal }),
      placeholderData: keepPreviousData,
      enabled,
    });
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
export const useMyCompany = (userId: number | undefined) =>
  useQuery({
    queryKey: [...certificationKeys.all, 'company', userId],
    queryFn: async ({ signal }) => (await callAction((await cert()).companyByUser, {}, { signal })).companys[0] ?? null,
    enabled: !!userId,
  });
export const useMyPersonal = (userId: number | undefined) =>
  useQuery({
    queryKey: [...certificationKeys.personal(userId ?? 0), 'full'],
    queryFn: async ({ signal }) => (await callAction((await cert()).personalInformationByUser, {}, { signal })).personalInformation,
    enabled: !!userId,
  });
export const useHotCompanies = () =>
  useQuery({
    queryKey: [...certificationKeys.all, 'hot'],
    queryFn: async ({ signal }) => callAction((await cert()).companyList, { pageNum: 0, pageSize: 54 }, { signal }),
    staleTime: 60_000,
  });

/** Every mutation of the area refreshes the area's queries, the certification summary and the badge. */
function useAreaMutation<I, R>(fn: (i: I) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: employmentKeys.all }),
        qc.invalidateQueries({ queryKey: certificationKeys.all }),
        qc.invalidateQueries({ queryKey: ['wallet'] }),
      ]);
    },
  });
}
export const usePublish = () => useAreaMutation(async (i: ActionInput<typeof E.addDemand>) => callAction((await contracts()).addDemand, i));
export const useResubmitDemand = () =>
  useAreaMutation(async (i: ActionInput<typeof E.resubmitDemand>) => callAction((await contracts()).resubmitDemand, i));
export const useBankPay = () => useAreaMutation(async (i: ActionInput<typeof E.addPay>) => callAction((await contracts()).addPay, i));
export const useWalletPay = () =>
  useAreaMutation(async (i: ActionInput<typeof E.walletPay>) => callAction((await contracts()).walletPay, i));
export const useApply = () => useAreaMutation(async (needId: number) => callAction((await contracts()).applyDemand, { needId }));
export const useDecideApplication = () =>
  useAreaMutation(async (i: { id: number; state: number }) => callAction((await contracts()).decideApplication, i));
export const useDeliver = () =>
  useAreaMutation(async (i: { needId: number; content: string; files: string[] }) => callAction((await contracts()).addDelivery, i));
export const useDecideDelivery = () =>
  useAreaMutation(async (i: { id: number; state: number; reason?: string }) => callAction((await contracts()).decideDelivery, i));
export const useRequestPay = () =>
  useAreaMutation(async (i: { needId: number; amount: string; remark?: string }) => callAction((await contracts()).addPayRequest, i));
export const useDecideRequest = () =>
  useAreaMutation(async (i: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
    callAction((await contracts()).decidePayRequest, i),
  );
export const useEndDemand = () => useAreaMutation(async (id: number) => callAction((await contracts()).endDemand, { id }));
export const useWithdrawDemand = () => useAreaMutation(async (id: number) => callAction((await contracts()).withdrawDemand, { id }));
export const useToggleCollect = () => useAreaMutation(async (needId: number) => callAction((await contracts()).toggleCollect, { needId }));
export const useSaveCompany = () =>
  useAreaMutation(async (i: ActionInput<typeof Cert.companySave>) => callAction((await cert()).companySave, i));
export const useSavePersonal = () =>
  useAreaMutation(async (i: ActionInput<typeof Cert.personalSave>) => callAction((await cert()).personalSave, i));

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
