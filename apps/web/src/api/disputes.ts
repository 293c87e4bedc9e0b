import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as c from '@xcb/shared/actions/disputes';
import type { DisputeKind } from '@xcb/shared/actions/disputes';
import { callAction } from './client.ts';
import { useActionMutation } from './mutation.ts';

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

/** The empty key is every query's prefix: a dispute's change refreshes them all (see above). */
const EVERY_QUERY = [] as const;

export const useOpenDispute = () => useActionMutation(c.disputeOpen, EVERY_QUERY);
export const useAddStatement = () => useActionMutation(c.disputeStatement, EVERY_QUERY);

export const useDisputeQueue = (state: 'open' | 'decided', pageNum: number) =>
  useQuery({
    queryKey: [...keys.all, 'queue', state, pageNum],
    queryFn: async ({ signal }) => callAction(c.disputeAdminList, { state, pageNum, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useDecideDispute = () => useActionMutation(c.disputeAdminDecide, EVERY_QUERY);
export const useDisputeSettings = () =>
  useQuery({
    queryKey: [...keys.all, 'settings'],
    queryFn: async ({ signal }) => callAction(c.disputeAdminSettings, {}, { signal }),
  });
/** Saves the auto-accept days (input { autoAcceptDays }). */
export const useSaveDisputeSettings = () => useActionMutation(c.disputeAdminSettings, EVERY_QUERY);
