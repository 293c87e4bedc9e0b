import { useActionMutation } from '../../api/mutation.ts';
import { recruitKeys, type C, type RecruitAction } from './api.ts';

// Apart from the queries (api.ts): the home page's hot positions load those, and the mutations' code stays
// out of every visitor's first load.

/** A mutation of the area (api/mutation.ts): on success every recruitment query is refetched. */
export const useRecruitMutation = <K extends RecruitAction>(name: K) =>
  useActionMutation(async () => (await import('@xcb/shared/actions/recruitment'))[name] as C<K>, recruitKeys.all);
