import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActionInput } from '@xcb/shared/action';
import type * as C from '@xcb/shared/actions/community';
import { FOLLOW_PAGE_SIZE, QA_PAGE_SIZE } from '@xcb/shared/actions/community';
import { callAction } from '../../api/client.ts';
import { useActionMutation } from '../../api/mutation.ts';

// The training community's actions. Contracts load with the first call.
const contracts = () => import('@xcb/shared/actions/community');
const platform = () => import('@xcb/shared/actions/platform');

export const communityKeys = {
  all: ['community'] as const,
  people: (which: string, q: object) => [...communityKeys.all, 'people', which, q] as const,
  shitu: (which: string, q: object) => [...communityKeys.all, 'shitu', which, q] as const,
  teachers: (q: object) => [...communityKeys.all, 'teachers', q] as const,
  home: (id: number) => [...communityKeys.all, 'home', id] as const,
  needs: (q: object) => [...communityKeys.all, 'needs', q] as const,
  need: (id: number) => [...communityKeys.all, 'need', id] as const,
  answers: (q: object) => [...communityKeys.all, 'answers', q] as const,
  collections: (q: object) => [...communityKeys.all, 'collections', q] as const,
  answered: (q: object) => [...communityKeys.all, 'answered', q] as const,
  articles: (q: object) => [...communityKeys.all, 'articles', q] as const,
  article: (id: number) => [...communityKeys.all, 'article', id] as const,
};

export const useFollowPage = (which: 'follows' | 'fans', q: { id?: number; pageNum: number }) =>
  useQuery({
    queryKey: communityKeys.people(which, q),
    queryFn: async ({ signal }) => {
      const c = await contracts();
      return callAction(which === 'follows' ? c.followList : c.fansList, { ...q, pageSize: FOLLOW_PAGE_SIZE }, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useShituPage = (which: 'teachers' | 'students', q: { pageNum: number }) =>
  useQuery({
    queryKey: communityKeys.shitu(which, q),
    queryFn: async ({ signal }) => {
      const c = await contracts();
      return callAction(which === 'teachers' ? c.teacherList : c.studentList, { ...q, pageSize: FOLLOW_PAGE_SIZE }, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useTeachers = (q: { pageNum: number; keyword?: string }) =>
  useQuery({
    queryKey: communityKeys.teachers(q),
    queryFn: async ({ signal }) => callAction((await contracts()).teacherDirectory, { ...q, pageSize: 12 }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useHome = (id: number) =>
  useQuery({
    queryKey: communityKeys.home(id),
    queryFn: async ({ signal }) => callAction((await contracts()).home, { id }, { signal }),
    enabled: id > 0,
    retry: false,
  });

export const useNeeds = (q: Omit<ActionInput<typeof C.needList>, 'pageSize'>) =>
  useQuery({
    queryKey: communityKeys.needs(q),
    queryFn: async ({ signal }) => callAction((await contracts()).needList, { ...q, pageSize: QA_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useNeed = (id: number) =>
  useQuery({
    queryKey: communityKeys.need(id),
    queryFn: async ({ signal }) => callAction((await contracts()).needDetail, { id }, { signal }),
    enabled: id > 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useAnswers = (q: { needId: number; pageNum: number }) =>
  useQuery({
    queryKey: communityKeys.answers(q),
    queryFn: async ({ signal }) => callAction((await contracts()).answerList, { ...q, pageSize: QA_PAGE_SIZE }, { signal }),
    enabled: q.needId > 0,
    placeholderData: keepPreviousData,
  });

export const useCollections = (q: { pageNum: number }) =>
  useQuery({
    queryKey: communityKeys.collections(q),
    queryFn: async ({ signal }) =>
      callAction((await contracts()).collectionList, { ...q, collectionType: 1, pageSize: QA_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAnswered = (q: { pageNum: number }) =>
  useQuery({
    queryKey: communityKeys.answered(q),
    queryFn: async ({ signal }) => callAction((await contracts()).myAnswerNeed, { ...q, pageSize: QA_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useArticles = (q: { pageNum: number; authorid?: number; articleType?: number }) =>
  useQuery({
    queryKey: communityKeys.articles(q),
    queryFn: async ({ signal }) => callAction((await contracts()).articleList, { ...q, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useArticle = (id: number) =>
  useQuery({
    queryKey: communityKeys.article(id),
    queryFn: async ({ signal }) => callAction((await contracts()).articleShow, { id }, { signal }),
    enabled: id > 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useTypeGroups = () =>
  useQuery({
    queryKey: ['platform', 'lxjh'],
    queryFn: async ({ signal }) => (await callAction((await platform()).articleTypeGroups, {}, { signal })).data,
    staleTime: 600_000,
  });

type Contracts = Awaited<ReturnType<typeof contracts>>;
type ActionName = { [K in keyof Contracts]: Contracts[K] extends { name: string; input: unknown } ? K : never }[keyof Contracts];

/** A community mutation (api/mutation.ts): on success the community's queries refetch (counts, relations, lists). */
const useCommunityMutation = <K extends ActionName>(name: K) => useActionMutation(async () => (await contracts())[name], communityKeys.all);

/** Two actions behind one button (follow / unfollow, apply / cancel): one pending state for both. */
function useToggle<On extends ActionName, Off extends ActionName>(on: On, off: Off) {
  const start = useCommunityMutation(on);
  const stop = useCommunityMutation(off);
  return {
    isPending: start.isPending || stop.isPending,
    run: (id: number, yes: boolean) =>
      yes ? start.run({ id } as ActionInput<(typeof C)[On]>) : stop.run({ id } as ActionInput<(typeof C)[Off]>),
  };
}

export const useFollow = () => useToggle('follow', 'cancelFollow');
export const useTeacher = () => useToggle('teacher', 'cancelTeacher');
export const useDecide = () => useCommunityMutation('isNotAgree');
export const useAsk = () => useCommunityMutation('needAdd');
export const useAnswer = () => useCommunityMutation('answerAdd');
export const useCollectNeed = () => useCommunityMutation('collectionAdd');
