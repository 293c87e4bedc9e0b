import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyBank } from '@xcb/shared/actions/wallet';
import { callAction } from '../../../api/client.ts';

// Back-office wallet actions (staff only).
const contracts = () => import('@xcb/shared/actions/wallet');
const keys = { all: ['wallet-admin'] as const };
type Status = 'pending' | 'done' | 'all';

export const useTopupQueue = (status: Status, pageNum: number) =>
  useQuery({
    queryKey: [...keys.all, 'topups', status, pageNum],
    queryFn: async ({ signal }) => callAction((await contracts()).adminTopupList, { status, pageNum, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useWithdrawQueue = (status: Status, pageNum: number) =>
  useQuery({
    queryKey: [...keys.all, 'withdrawals', status, pageNum],
    queryFn: async ({ signal }) => callAction((await contracts()).adminWithdrawList, { status, pageNum, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });
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
type Decision = { id: number; decision: 'approve' | 'reject'; note?: string };
export const useDecideTopup = () => useAdminMutation(async (d: Decision) => callAction((await contracts()).adminTopupDecide, d));
export const useDecideWithdrawal = () => useAdminMutation(async (d: Decision) => callAction((await contracts()).adminWithdrawDecide, d));
export const useSaveCompanyBank = () => useAdminMutation(async (b: CompanyBank) => callAction((await contracts()).payCompanyBankSave, b));
