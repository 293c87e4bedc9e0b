import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionReply } from '@xcb/shared/action';
import type * as C from '@xcb/shared/actions/courses';
import { actionLoader, actionQuery, pageQuery, recordQuery, replyData } from '../../api/action-query.ts';
import { callAction } from '../../api/client.ts';
import { useArticleTypeGroups } from '../../api/platform.ts';
import { useActionMutation } from '../../api/mutation.ts';

// The course buyer actions (spec section 7). Contracts load with the first call.
const contracts = () => import('@xcb/shared/actions/courses');
const action = actionLoader(contracts);

export const courseKeys = {
  all: ['courses'] as const,
  list: (q: object) => [...courseKeys.all, 'list', q] as const,
  show: (id: number) => [...courseKeys.all, 'show', id] as const,
  cart: () => [...courseKeys.all, 'cart'] as const,
  detail: (q: object) => [...courseKeys.all, 'detail', q] as const,
  orders: (side: string, q: object) => [...courseKeys.all, 'orders', side, q] as const,
  learn: (id: number) => [...courseKeys.all, 'learn', id] as const,
  keys: () => [...courseKeys.all, 'keys'] as const,
  keyUses: (id: number) => [...courseKeys.all, 'keyUses', id] as const,
};

export const useTypeGroups = useArticleTypeGroups;

export const useCourses = (q: ActionInput<typeof C.getArticleList>) => useQuery(pageQuery(courseKeys.list(q), action('getArticleList'), q));

/** A course's page data (article_selectArticleById); the /show route asks for it beside the page's code (routes.tsx). */
export const courseQuery = (id: number) =>
  queryOptions({
    queryKey: courseKeys.show(id),
    queryFn: async ({ signal }) => callAction((await contracts()).selectArticleById, { id }, { signal }),
    enabled: id > 0,
    retry: false,
  });

export const useCourse = (id: number) => useQuery(courseQuery(id));

export const useCart = () => useQuery(actionQuery(courseKeys.cart(), action('cartList'), {}, replyData));
/**
 * The header's cart count. Keyed by the user (a login as someone else must not show the last count) and
 * under courseKeys.cart(), so every course mutation (adding on /show, ordering) refreshes it.
 */
export const useCartCount = (userId: number) =>
  useQuery({
    queryKey: [...courseKeys.cart(), 'count', userId],
    queryFn: async ({ signal }) => (await callAction((await contracts()).cartList, {}, { signal })).data.length,
    meta: { silentError: true },
  });

export const useOrderDetail = (q: { orderId?: number; listId?: string }) =>
  useQuery(recordQuery(courseKeys.detail(q), action('orderDetail'), q, Boolean(q.orderId || q.listId)));

export const useOrders = (side: 'buy' | 'sale', q: { pageNum: number; orderType?: number; orderType1?: number }) =>
  useQuery({
    queryKey: courseKeys.orders(side, q),
    queryFn: async ({ signal }) => {
      const c = await contracts();
      return callAction(side === 'buy' ? c.buyList : c.saleList, { ...q, pageSize: 5 }, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useLearn = (id: number) => useQuery(recordQuery(courseKeys.learn(id), action('learn'), { id }, id > 0));

/**
 * One section with its signed media links. Kept apart from the course queries (courseKeys.all), which every
 * course mutation refreshes: new links would reload the playing video. The links last two hours; the
 * player asks again when one fails (useSection's refetch).
 */
export const sectionKey = (articleId: number, sectionId: number) => ['course-study', 'section', articleId, sectionId] as const;
export const useSection = (articleId: number, sectionId: number) =>
  useQuery({
    queryKey: sectionKey(articleId, sectionId),
    queryFn: async ({ signal }) => callAction((await contracts()).section, { articleId, sectionId }, { signal }),
    enabled: articleId > 0 && sectionId > 0,
    staleTime: 90 * 60_000,
    gcTime: 90 * 60_000,
    retry: false,
    meta: { silentError: true },
  });

/**
 * course_progress from the study page: the answer goes straight into the course's learning data (no
 * refetch while the video plays); the order lists are marked stale, since learning ends the refund.
 */
export const useSaveProgress = (articleId: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sectionId: number; percent: number }) => callAction((await contracts()).progress, { articleId, ...input }),
    onSuccess: async (r, input) => {
      qc.setQueryData(courseKeys.learn(articleId), (old: ActionReply<typeof C.learn> | undefined) => {
        if (!old) return old;
        const now = new Date().toISOString();
        const rest = old.progress.filter((p) => p.sectionId !== input.sectionId);
        return r.percent > 0 ? { ...old, progress: [...rest, { sectionId: input.sectionId, percent: r.percent, updatedAt: now }] } : old;
      });
      await qc.invalidateQueries({ queryKey: [...courseKeys.all, 'orders'] });
    },
  });
};

export const useKeys = () => useQuery(actionQuery(courseKeys.keys(), action('keyList'), {}, replyData));
export const useKeyUses = (id: number) =>
  useQuery({ ...actionQuery(courseKeys.keyUses(id), action('keyUses'), { id }, replyData), enabled: id > 0 });

type Contracts = Awaited<ReturnType<typeof contracts>>;
type ActionName = { [K in keyof Contracts]: Contracts[K] extends { name: string; input: unknown } ? K : never }[keyof Contracts];

/** A course mutation (api/mutation.ts): on success the course queries and the wallet refetch (balances move). */
const useCourseMutation = <K extends ActionName>(name: K) =>
  useActionMutation(async () => (await contracts())[name], courseKeys.all, ['wallet']);

export const useAddToCart = () => useCourseMutation('cartAdd');
/** cart_delete: `Ids` is the comma-joined cart ids. */
export const useDeleteCart = () => useCourseMutation('cartDelete');
export const useClearCart = () => useCourseMutation('cartClear');
/** order_add: `ids` is the comma-joined course ids. */
export const useAddOrder = () => useCourseMutation('orderAdd');
export const usePay = () => useCourseMutation('orderPay');
export const useReview = () => useCourseMutation('pingJia');
export const useRefund = () => useCourseMutation('refund');
export const useAddKey = () => useCourseMutation('keyAdd');
export const useRevokeKey = () => useCourseMutation('keyRevoke');

export const useWxPayOrder = () =>
  useMutation({ mutationFn: async (listId: string) => callAction((await contracts()).wxPayOrder, { listId }) });

/** Polls a WeChat payment every 2 s until it is credited and the orders are paid. */
export const useWxQuery = (tradecode: string | null) => {
  const qc = useQueryClient();
  return useQuery({
    queryKey: [...courseKeys.all, 'wx', tradecode],
    queryFn: async ({ signal }) => {
      const r = await callAction((await contracts()).wxQuery, { tradecode: tradecode ?? '' }, { signal });
      if (r.paid)
        await Promise.all([
          qc.invalidateQueries({ queryKey: courseKeys.all, predicate: (q) => q.queryKey[1] !== 'wx' }),
          qc.invalidateQueries({ queryKey: ['wallet'] }),
        ]);
      return r;
    },
    enabled: Boolean(tradecode),
    refetchInterval: (q) => (q.state.data?.paid ? false : 2000),
  });
};
