import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '../../api/client.ts';
import { useActionMutation } from '../../api/mutation.ts';

// Private-zone actions of the web app (/privatedomain/president_prove). Contracts load with the first call.
const contracts = () => import('@xcb/shared/actions/domain');

export const domainKeys = {
  all: ['domain'] as const,
  president: (userId: number) => [...domainKeys.all, 'president', userId] as const,
};

/** presidentProve_mine: the caller's zone, his latest application and the zone's certified head. */
export const presidentMineQuery = (userId: number) =>
  queryOptions({
    queryKey: domainKeys.president(userId),
    queryFn: async ({ signal }) => callAction((await contracts()).presidentMine, {}, { signal }),
  });

export function usePresidentMine(userId: number | undefined) {
  return useQuery({ ...presidentMineQuery(userId ?? 0), enabled: !!userId });
}

/** presidentProve_save (api/mutation.ts); the page's state is read again afterwards. */
export const useSavePresident = () => useActionMutation(async () => (await contracts()).presidentSave, domainKeys.all);
