import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { ActionContract, ActionInput } from '@xcb/shared/action';
import { callAction } from './client.ts';
import { useActionMutation } from './mutation.ts';

// Back-office data. Every back-office screen reads one staff action and changes data through others;
// after any change all back-office queries refetch (they are small and staff expect what they see to be
// current), so one query helper and one mutation helper serve every page, typed from the contracts.

export const adminKeys = {
  all: ['admin'] as const,
  action: (name: string, input: unknown) => [...adminKeys.all, name, input] as const,
};

export const adminQuery = <C extends ActionContract>(contract: C, input: ActionInput<C>) =>
  queryOptions({
    queryKey: adminKeys.action(contract.name, input),
    queryFn: ({ signal }) => callAction(contract, input, { signal }),
    staleTime: 5_000,
  });

/** Reads one staff action; keeps the previous page on screen while the next loads. */
export function useAdminQuery<C extends ActionContract>(contract: C, input: ActionInput<C>, enabled = true) {
  return useQuery({ ...adminQuery(contract, input), enabled, placeholderData: keepPreviousData });
}

/** Calls one staff action (api/mutation.ts); on success every back-office query refetches. */
export const useAdminMutation = <C extends ActionContract>(contract: C) => useActionMutation(contract, adminKeys.all);
