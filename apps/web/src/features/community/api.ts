import { useQuery } from '@tanstack/react-query';
import type { ActionInput } from '@xcb/shared/action';
import type * as C from '@xcb/shared/actions/community';
import { FOLLOW_PAGE_SIZE, QA_PAGE_SIZE } from '@xcb/shared/actions/community';
import { actionLoader, pageQuery, recordQuery } from '../../api/action-query.ts';
import { useArticleTypeGroups } from '../../api/platform.ts';
import { useActionMutation } from '../../api/mutation.ts';

// The training community's actions. Contracts load with the first call.
const contracts = () => import('@xcb/shared/actions/community');

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

const action = actionLoader(contracts);

export const useFollowPage = (which: 'follows' | 'fans', q: { id?: number; pageNum: number }) =>
  useQuery(
    pageQuery(communityKeys.people(which, q), action(which === 'follows' ? 'followList' : 'fansList'), {
      ...q,
      pageSize: FOLLOW_PAGE_SIZE,
    }),
  );

export const useShituPage = (which: 'teachers' | 'students', q: { pageNum: number }) =>
  useQuery(
    pageQuery(communityKeys.shitu(which, q), action(which === 'teachers' ? 'teacherList' : 'studentList'), {
      ...q,
      pageSize: FOLLOW_PAGE_SIZE,
    }),
  );

export const useTeachers = (q: { pageNum: number; keyword?: string }) =>
  useQuery(pageQuery(communityKeys.teachers(q), action('teacherDirectory'), { ...q, pageSize: 12 }));

export const useHome = (id: number) => useQuery(recordQuery(communityKeys.home(id), action('home'), { id }, id > 0));

export const useNeeds = (q: Omit<ActionInput<typeof C.needList>, 'pageSize'>) =>
  useQuery(pageQuery(communityKeys.needs(q), action('needList'), { ...q, pageSize: QA_PAGE_SIZE }));

export const useNeed = (id: number) =>
  useQuery({ ...recordQuery(communityKeys.need(id), action('needDetail'), { id }, id > 0), refetchOnWindowFocus: false });

export const useAnswers = (q: { needId: number; pageNum: number }) =>
  useQuery({ ...pageQuery(communityKeys.answers(q), action('answerList'), { ...q, pageSize: QA_PAGE_SIZE }), enabled: q.needId > 0 });

export const useCollections = (q: { pageNum: number }) =>
  useQuery(pageQuery(communityKeys.collections(q), action('collectionList'), { ...q, collectionType: 1, pageSize: QA_PAGE_SIZE }));

export const useAnswered = (q: { pageNum: number }) =>
  useQuery(pageQuery(communityKeys.answered(q), action('myAnswerNeed'), { ...q, pageSize: QA_PAGE_SIZE }));

export const useArticles = (q: { pageNum: number; authorid?: number; articleType?: number }) =>
  useQuery(pageQuery(communityKeys.articles(q), action('articleList'), { ...q, pageSize: 10 }));

export const useArticle = (id: number) =>
  useQuery({ ...recordQuery(communityKeys.article(id), action('articleShow'), { id }, id > 0), refetchOnWindowFocus: false });

export const useTypeGroups = useArticleTypeGroups;

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
