import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { exclusiveList } from '@xcb/shared/actions/platform';
import { callAction } from './client.ts';

// Platform actions: private-zone list (the SM4 flag is read by the client itself, see client.ts).

export const platformKeys = {
  all: ['platform'] as const,
  zones: (name: string) => [...platformKeys.all, 'zones', name] as const,
};

export const zonesQuery = (name: string) =>
  queryOptions({
    queryKey: platformKeys.zones(name),
    queryFn: ({ signal }) =>
      callAction(exclusiveList, { exclusiveName: name || undefined }, { signal }).then((r) => r.data.recordList),
    staleTime: 5 * 60_000,
  });

export function useZones(name: string, enabled: boolean) {
  return useQuery({ ...zonesQuery(name), enabled, placeholderData: keepPreviousData });
}
