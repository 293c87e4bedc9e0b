import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyBank } from '@xcb/shared/actions/wallet';
import { callAction } from '../../../api/client.ts';

// Back-office wallet actions (staff only); the top-up and withdrawal queues are review queues (components/review).
const contracts = () => import('@xcb/shared/actions/wallet');
const keys = { all: ['wallet-admin'] as const };

export const useLedgerCheck = () =>
  useQuery({
    queryKey: [...keys.all, 'ledger'],
    queryFn: async ({ signal }) => callAction((await contracts()).adminLedgerCheck, {}, { signal }),
  });
export const useCompanyBank = () =>
  useQuery({
    queryKey: [...keys.all, 'bank'],
    queryFn: async ({ signal }) =>
      (await callAction((await contracts()).payCompanyBankUI, { payCompanyBank: { type: 1 } }, { signal })).data,
  });

function useAdminMutation<I, R>(fn: (i: I) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }) });
}
export const useSaveCompanyBank = () => useAdminMutation(async (b: CompanyBank) => callAction((await contracts()).payCompanyBankSave, b));
