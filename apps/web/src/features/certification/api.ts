import { useQuery } from '@tanstack/react-query';
import type { ActionContract } from '@xcb/shared/action';
import type * as Cert from '@xcb/shared/actions/certification';
import { callAction } from '../../api/client.ts';
import { certificationKeys } from '../../api/certification.ts';
import { useActionMutation } from '../../api/mutation.ts';

// The caller's own company and personal certification records (spec business-areas §7). Contracts load
// with the first call.
const contracts = () => import('@xcb/shared/actions/certification');

export const useMyCompany = (userId: number | undefined) =>
  useQuery({
    queryKey: [...certificationKeys.all, 'company', userId],
    queryFn: async ({ signal }) => (await callAction((await contracts()).companyByUser, {}, { signal })).companys[0] ?? null,
    enabled: !!userId,
  });
export const useMyPersonal = (userId: number | undefined) =>
  useQuery({
    queryKey: [...certificationKeys.personal(userId ?? 0), 'full'],
    queryFn: async ({ signal }) => (await callAction((await contracts()).personalInformationByUser, {}, { signal })).personalInformation,
    enabled: !!userId,
  });

type Contracts = typeof Cert;
/**
 * A submission for review (api/mutation.ts). A success refreshes the certification summary and checks, and
 * (as when these pages were short-term hire's) that area's and the wallet's queries, by their key roots: a
 * publisher's page shows the certified name.
 */
const useCertMutation = <K extends 'companySave' | 'personalSave'>(name: K) =>
  useActionMutation(
    async () => (await contracts())[name] as Contracts[K] & ActionContract,
    certificationKeys.all,
    ['employment'],
    ['wallet'],
  );
export const useSaveCompany = () => useCertMutation('companySave');
export const useSavePersonal = () => useCertMutation('personalSave');
