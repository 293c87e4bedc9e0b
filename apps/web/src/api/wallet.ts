import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from './client.ts';

// The wallet's summary, read by the wallet's pages and by every area that takes a payment from the wallet
// (the balance and whether a payment password is set). Payments invalidate ['wallet'], which covers it.
const contracts = () => import('@xcb/shared/actions/wallet');

export const accountBaseKey = ['wallet', 'base'] as const;

export const accountBaseQuery = () =>
  queryOptions({
    queryKey: accountBaseKey,
    queryFn: async ({ signal }) => (await callAction((await contracts()).getAccountBase, {}, { signal })).custAccountBase,
  });

export const useAccountBase = () => useQuery(accountBaseQuery());
