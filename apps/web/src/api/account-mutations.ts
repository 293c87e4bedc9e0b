import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from './client.ts';
import {
  accountKeys,
  contracts,
  loginRequest,
  registerRequest,
  type UpdatePasswordInput,
  type UpdatePhoneInput,
  type UpdateUserInput,
} from './account.ts';

// The account's mutations, apart from its queries and fetchers (account.ts): the shell loads those on every
// page for every visitor, these only with the forms that change an account.

export function useLoginMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export function useRegisterMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: registerRequest,
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** Profile, phone and password changes return the fresh user: the stored copy and the caches follow. */
export function useUpdateUserMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateUserInput) => callAction((await contracts()).updateUser, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export function useUpdatePhoneMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdatePhoneInput) => callAction((await contracts()).updatePhone, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export function useUpdatePasswordMutation() {
  return useMutation({
    mutationFn: async (input: UpdatePasswordInput) => callAction((await contracts()).updatePassword, input),
  });
}
