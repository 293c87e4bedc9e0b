import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActionContract, ActionInput, ActionReply } from '@xcb/shared/action';
import type * as MatchingContracts from '@xcb/shared/actions/matching';
import { callAction } from './client.ts';
import { useActionMutation } from './mutation.ts';

// The matching actions (issue 27: 为你推荐, 推荐人才, 提升匹配度, a course's positions, the staff skills
// dictionary). Several areas show them (recruitment, short-term hire, courses, the back office), so the
// client sits here rather than in one feature. The contracts load with the first call, never with the shell.

type Contracts = typeof MatchingContracts;
export type MatchAction = { [K in keyof Contracts]: Contracts[K] extends ActionContract ? K : never }[keyof Contracts];
type C<K extends MatchAction> = Contracts[K] & ActionContract;

const contracts = () => import('@xcb/shared/actions/matching');
export const matchKeys = { all: ['matching'] as const };

export async function callMatch<K extends MatchAction>(
  name: K,
  input: ActionInput<C<K>>,
  signal?: AbortSignal,
): Promise<ActionReply<C<K>>> {
  const mod = await contracts();
  return callAction(mod[name] as C<K>, input, signal ? { signal } : {});
}

/** One query per action and input; scores depend on the viewer's resume, so each visit reads them again. */
export function useMatch<K extends MatchAction>(name: K, input: ActionInput<C<K>>, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...matchKeys.all, name, input],
    queryFn: ({ signal }) => callMatch(name, input, signal),
    enabled: opts.enabled ?? true,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnMount: 'always',
    staleTime: 0,
    // scored for the viewer, and asked for again on every mount: a visitor's scores drawn by the server would
    // be replaced at once
    meta: { silentError: true, browserOnly: true },
  });
}

/** A change of the dictionary (api/mutation.ts): every matching query is refetched afterwards. */
export const useMatchMutation = <K extends MatchAction>(name: K) =>
  useActionMutation(async () => (await contracts())[name] as C<K>, matchKeys.all);
