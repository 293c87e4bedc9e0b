import { keepPreviousData, type QueryKey } from '@tanstack/react-query';
import type { ActionContract, ActionInput, ActionReply } from '@xcb/shared/action';
import { callAction } from './client.ts';

// The reads every area's api.ts makes: one action under one query key, its contract loaded with the first
// call (so an area's contracts stay out of the first load). Spread into useQuery with the hook's own options.

/** One action's reply (or what `pick` takes of it) under `queryKey`. */
export function actionQuery<C extends ActionContract, T = ActionReply<C>>(
  queryKey: QueryKey,
  contract: () => Promise<C>,
  input: ActionInput<C>,
  pick: (reply: ActionReply<C>) => T = (reply) => reply as T,
) {
  return { queryKey, queryFn: async ({ signal }: { signal: AbortSignal }) => pick(await callAction(await contract(), input, { signal })) };
}

/** A list's page: the previous page stays on screen while the next one loads. */
export const pageQuery = <C extends ActionContract, T = ActionReply<C>>(
  queryKey: QueryKey,
  contract: () => Promise<C>,
  input: ActionInput<C>,
  pick?: (reply: ActionReply<C>) => T,
) => ({ ...actionQuery(queryKey, contract, input, pick), placeholderData: keepPreviousData });

/** The `data` of a reply (most list and detail replies carry their rows there). */
export const replyData = <R extends { data: unknown }>(reply: R): R['data'] => reply.data;

/** One record: not asked for before `enabled` (an id), and a missing one is not asked again. */
export const recordQuery = <C extends ActionContract, T = ActionReply<C>>(
  queryKey: QueryKey,
  contract: () => Promise<C>,
  input: ActionInput<C>,
  enabled: boolean,
  pick?: (reply: ActionReply<C>) => T,
) => ({ ...actionQuery(queryKey, contract, input, pick), enabled, retry: false });

/** An area's picker of one action's contract from its lazily loaded contracts module. */
export const actionLoader =
  <M>(contracts: () => Promise<M>) =>
  <K extends keyof M>(name: K) =>
  async () =>
    (await contracts())[name];
