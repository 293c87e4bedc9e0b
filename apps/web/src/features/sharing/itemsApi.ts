import { useQuery } from '@tanstack/react-query';
import type { ActionInput } from '@xcb/shared/action';
import type * as S from '@xcb/shared/actions/sharing';
import { pageQuery } from '../../api/action-query.ts';

// The sharing section's contracts (loaded with the first call), query keys and the item list's query,
// apart from the section's other actions (api.ts re-exports them): the light landing and lists load only
// this on arrival.
export const contracts = () => import('@xcb/shared/actions/sharing');

export const sharingKeys = {
  all: ['sharing'] as const,
  list: (q: object) => [...sharingKeys.all, 'list', q] as const,
  detail: (id: number) => [...sharingKeys.all, 'detail', id] as const,
  mine: (q: object) => [...sharingKeys.all, 'mine', q] as const,
  collect: (q: object) => [...sharingKeys.all, 'collect', q] as const,
  history: (q: object) => [...sharingKeys.all, 'history', q] as const,
  cert: () => [...sharingKeys.all, 'cert'] as const,
  orders: (q: object) => [...sharingKeys.all, 'orders', q] as const,
  order: (id: number) => [...sharingKeys.all, 'order', id] as const,
  ratings: (id: number, pageNum: number) => [...sharingKeys.all, 'ratings', id, pageNum] as const,
};

export const useItems = (q: ActionInput<typeof S.itemList>) =>
  useQuery(pageQuery(sharingKeys.list(q), async () => (await contracts()).itemList, q));
