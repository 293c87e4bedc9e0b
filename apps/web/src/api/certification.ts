import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from './client.ts';

// The user's certification summary and the personal centre's badge counts.
const contracts = () => import('@xcb/shared/actions/certification');

export const certificationKeys = {
  all: ['certification'] as const,
  summary: (userId: number) => [...certificationKeys.all, 'summary', userId] as const,
  personal: (userId: number) => [...certificationKeys.all, 'personal', userId] as const,
  paymentPending: (userId: number) => [...certificationKeys.all, 'paymentPending', userId] as const,
};

/** spec: company_auth — kind, audit states and whether the process-rules entry shows. */
export const authSummaryQuery = (userId: number) =>
  queryOptions({
    queryKey: certificationKeys.summary(userId),
    queryFn: async ({ signal }) => callAction((await contracts()).companyAuth, { userid: userId }, { signal }),
    staleTime: 60_000,
  });

export function useAuthSummary(userId: number | undefined) {
  return useQuery({ ...authSummaryQuery(userId ?? 0), enabled: !!userId });
}

export function usePersonalInformation(userId: number | undefined) {
  return useQuery({
    queryKey: certificationKeys.personal(userId ?? 0),
    queryFn: async ({ signal }) =>
      (await callAction((await contracts()).personalInformationByUser, { userid: userId }, { signal })).personalInformation,
    enabled: !!userId,
  });
}

/** spec: paymentInfoPC_payment with entity.auditUser — the badge on menu item 36. */
export function usePaymentPending(userId: number | undefined) {
  return useQuery({
    queryKey: certificationKeys.paymentPending(userId ?? 0),
    queryFn: async ({ signal }) =>
      (await callAction((await contracts()).paymentPending, { entity: { auditUser: userId } }, { signal })).total,
    enabled: !!userId,
    staleTime: 30_000,
  });
}
