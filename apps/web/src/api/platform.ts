import { useMemo } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from './client.ts';

// Platform actions: private-zone list (the SM4 flag is read by the client itself, see client.ts).
// The contracts (zod schemas) load with the first call, so they stay out of the first page's JavaScript.
const contracts = () => import('@xcb/shared/actions/platform');

export const platformKeys = {
  all: ['platform'] as const,
  zones: (name: string) => [...platformKeys.all, 'zones', name] as const,
  banners: (type: string) => [...platformKeys.all, 'banners', type] as const,
  dictionary: (number: string) => [...platformKeys.all, 'dictionary', number] as const,
  areas: (parentId: number | null) => [...platformKeys.all, 'areas', parentId] as const,
};

/** spec: GET banner_bannerList {bannerType}; staff edit them in the back office. */
export const bannersQuery = (bannerType: string) =>
  queryOptions({
    queryKey: platformKeys.banners(bannerType),
    queryFn: async ({ signal }) => {
      const { bannerList } = await import('@xcb/shared/actions/banner');
      return (await callAction(bannerList, { bannerType }, { signal })).data;
    },
    staleTime: 60_000,
  });

export function useBanners(bannerType: string) {
  return useQuery(bannersQuery(bannerType));
}

/** spec: dictionaryDetail_getDetailByDictionaryNumber (cszy skills, integralRule, ...). */
export const dictionaryQuery = (number: string) =>
  queryOptions({
    queryKey: platformKeys.dictionary(number),
    queryFn: async ({ signal }) => (await callAction((await contracts()).dictionaryDetails, { number }, { signal })).data,
    staleTime: 30 * 60_000,
  });

export function useDictionary(number: string) {
  return useQuery(dictionaryQuery(number));
}

/** A dictionary's value → name lookup ('' for none). No antd: the home page's hot positions use it. */
export function useDictMap(number: string): (value: string | null | undefined) => string {
  const { data = [] } = useDictionary(number);
  return useMemo(() => {
    const map = new Map(data.map((d) => [d.value, d.name]));
    return (value) => (value ? (map.get(value) ?? '') : '');
  }, [data]);
}

/** spec: area_list; no id gives the provinces, an id its children. */
export const areasQuery = (parentId: number | null) =>
  queryOptions({
    queryKey: platformKeys.areas(parentId),
    queryFn: async ({ signal }) => (await callAction((await contracts()).areaList, parentId ? { id: parentId } : {}, { signal })).data,
    staleTime: Infinity,
  });

export const zonesQuery = (name: string) =>
  queryOptions({
    queryKey: platformKeys.zones(name),
    queryFn: async ({ signal }) => {
      const reply = await callAction((await contracts()).exclusiveList, { exclusiveName: name || undefined }, { signal });
      return reply.data.recordList;
    },
    staleTime: 5 * 60_000,
  });

export function useZones(name: string, enabled: boolean) {
  return useQuery({ ...zonesQuery(name), enabled, placeholderData: keepPreviousData });
}

/** The article type groups (lxjh): the course list's and the question form's type pickers. */
export const useArticleTypeGroups = () =>
  useQuery({
    queryKey: [...platformKeys.all, 'lxjh'],
    queryFn: async ({ signal }) => (await callAction((await contracts()).articleTypeGroups, {}, { signal })).data,
    staleTime: 600_000,
  });
