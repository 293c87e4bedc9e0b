import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as c from '@xcb/shared/actions/disputes';
import type { DisputeKind } from '@xcb/shared/actions/disputes';
import { callAction } from './client.ts';

// Disputes (申请平台介入): a subject's dispute for its two sides, and the staff queue. Only lazily loaded
// pages use these (the dispute panel, the back office's queue), which show the contracts' labels anyway,
// so the contracts are imported statically. A dispute changes the subject (its buttons, its money), so a
// change refreshes every query.
const keys = { all: ['disputes'] as const };

export const useDisputeState = (kind: DisputeKind, ref: number, enabled = true) =>
  useQuery({
    queryKey: [...keys.all, kind, ref],
    enabled,
    queryFn: async ({ signal }) => callAction(c.disputeState, { kind, ref }, { signal }),
  });

/**
 * Whether a subject's buttons that decide its delivery (accept, reject, deliver again) wait for the
 * platform: the server refuses them while a dispute is open, so they are not offered either. Asked only
 * in the states a dispute can be open in (delivered, rejected), so a list of orders does not ask per row.
 */
export const useDisputePaused = (kind: DisputeKind, ref: number, disputable: boolean) =>
  useDisputeState(kind, ref, disputable).data?.dispute?.state === 'open';
const PAUSED_STEPS: readonly string[] = ['confirm', 'reject', 'deliver'];
export const pausedByDispute = (paused: boolean, step: string) => paused && PAUSED_STEPS.includes(step);

function useDisputeMutation<I, R>(fn: (i: I) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries() });
}

export const useOpenDispute = () =>
  useDisputeMutation(async (i: { kind: DisputeKind; ref: number; content: string; files: string[] }) => callAction(c.disputeOpen, i));
export const useAddStatement = () =>
  useDisputeMutation(async (i: { id: number; content: string; files: string[] }) => callAction(c.disputeStatement, i));

export const useDisputeQueue = (state: 'open' | 'decided', pageNum: number) =>
  useQuery({
    queryKey: [...keys.all, 'queue', state, pageNum],
    queryFn: async ({ signal }) => callAction(c.disputeAdminList, { state, pageNum, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useDecideDispute = () =>
  useDisputeMutation(async (i: { id: number; toPayer: string; toProvider: string; reason: string }) => callAction(c.disputeAdminDecide, i));
export const useDisputeSettings = () =>
  useQuery({
    queryKey: [...keys.all, 'settings'],
    queryFn: async ({ signal }) => callAction(c.disputeAdminSettings, {}, { signal }),
  });
export const useSaveDisputeSettings = () =>
  useDisputeMutation(async (autoAcceptDays: number) => callAction(c.disputeAdminSettings, { autoAcceptDays }));
