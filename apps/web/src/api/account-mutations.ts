import { accountKeys, contracts } from './account.ts';
import { useActionMutation } from './mutation.ts';

// The account's mutations, apart from its queries and fetchers (account.ts): the shell loads those on every
// page for every visitor, these only with the forms that change an account. Logging in, registering and
// the profile, phone and password changes answer the fresh user, so the stored copy and the caches follow.

export const useLoginMutation = () => useActionMutation(async () => (await contracts()).login, accountKeys.all);
export const useRegisterMutation = () => useActionMutation(async () => (await contracts()).register, accountKeys.all);
export const useUpdateUserMutation = () => useActionMutation(async () => (await contracts()).updateUser, accountKeys.all);
export const useUpdatePhoneMutation = () => useActionMutation(async () => (await contracts()).updatePhone, accountKeys.all);
export const useUpdatePasswordMutation = () => useActionMutation(async () => (await contracts()).updatePassword);
