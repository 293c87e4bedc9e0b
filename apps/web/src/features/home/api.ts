import { useQuery } from '@tanstack/react-query';
import { callAction } from '../../api/client.ts';

// The home page's live sections (spec §7 Home and shared data), each fed by its area's own action.
export const useHomeDemands = (cd: 0 | 1) =>
  useQuery({
    queryKey: ['home', 'demands', cd],
    queryFn: async ({ signal }) =>
      callAction((await import('@xcb/shared/actions/employment')).listDemands, { pageNum: 0, pageSize: 10, cd, px: 0 }, { signal }),
  });
export const useHomeCourses = (articleType: number | undefined) =>
  useQuery({
    queryKey: ['home', 'courses', articleType ?? 0],
    queryFn: async ({ signal }) =>
      callAction((await import('@xcb/shared/actions/courses')).getArticleList, { pageNum: 0, pageSize: 8, articleType }, { signal }),
  });
export const useCourseTypes = () =>
  useQuery({
    queryKey: ['platform', 'lxjh'],
    queryFn: async ({ signal }) =>
      (await callAction((await import('@xcb/shared/actions/platform')).articleTypeGroups, {}, { signal })).data,
    staleTime: 600_000,
  });
export const useHotCompanies = () =>
  useQuery({
    queryKey: ['home', 'companies'],
    queryFn: async ({ signal }) =>
      callAction((await import('@xcb/shared/actions/certification')).companyList, { pageNum: 0, pageSize: 54 }, { signal }),
  });
