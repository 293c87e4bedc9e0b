import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { ActionContract, ActionInput, ActionReply } from '@xcb/shared/action';
import { feedback, showError } from './feedback.ts';
import { callAction } from './client.ts';

// The one way a screen changes data. Every area's mutation is this hook with its own query keys; `run`
// is the default path a button takes: the reply's text on success, the failure's text otherwise (an
// ended session's was already shown), so no screen writes its own try/catch around message.error.

export interface RunOptions<C extends ActionContract> {
  /** Text shown on success instead of the reply's `msg`; false shows nothing (the caller moves on). */
  done?: string | false | ((reply: ActionReply<C>) => string | false);
}

export type ActionMutation<C extends ActionContract> = UseMutationResult<ActionReply<C>, Error, ActionInput<C>> & {
  /** Calls the action and says how it went; the reply, or undefined when it failed (already shown). */
  run: (input: ActionInput<C>, options?: RunOptions<C>) => Promise<ActionReply<C> | undefined>;
};

/**
 * A mutation of one action. `contract` may be a loader, so an area's contracts stay out of the first
 * load; after a success every query under each of `invalidates` (the area's, and the wallet's where money
 * moves) is marked stale and refetched in the background (not awaited: the button would stay loading until
 * every query of the page came back).
 */
export function useActionMutation<C extends ActionContract>(
  contract: C | (() => Promise<C>),
  ...invalidates: QueryKey[]
): ActionMutation<C> {
  const qc = useQueryClient();
  const mutation = useMutation<ActionReply<C>, Error, ActionInput<C>>({
    mutationFn: async (input) => callAction(typeof contract === 'function' ? await contract() : contract, input),
    onSuccess: () => {
      for (const queryKey of invalidates) void qc.invalidateQueries({ queryKey });
    },
  });
  const run = async (input: ActionInput<C>, options: RunOptions<C> = {}) => {
    let reply: ActionReply<C>;
    try {
      reply = await mutation.mutateAsync(input);
    } catch (err) {
      showError(err);
      return undefined;
    }
    const text = typeof options.done === 'function' ? options.done(reply) : (options.done ?? (reply as { msg?: string }).msg);
    if (text) void feedback().then(({ message }) => message.success(text));
    return reply;
  };
  return Object.assign(mutation, { run });
}
