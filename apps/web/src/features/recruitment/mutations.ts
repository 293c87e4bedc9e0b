import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@xcb/shared/action';
import { call, recruitKeys, type C, type RecruitAction } from './api.ts';

// Apart from the queries (api.ts): the home page's hot positions load those, and the mutations' code stays
// out of every visitor's first load.

/**
 * A mutation of the area: on success every recruitment query is marked stale and refetched in the
 * background. The mutation does not wait for those refetches (returning the promise from onSuccess
 * would keep it pending, and its button loading, until every recruitment query of the page came back).
 */
export function useRecruitMutation<K extends RecruitAction>(name: K) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<C<K>>) => call(name, input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: recruitKeys.all });
    },
  });
}
