import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActionContract, ActionInput, ActionReply } from '@xcb/shared/action';
import type * as RecruitmentContracts from '@xcb/shared/actions/recruitment';
import { callAction } from '../../api/client.ts';
import { refetchUnlessJustDrawn } from '../../api/first-screen.ts';
import { getToken } from '../../lib/storage.ts';

// The recruitment actions (spec business-areas §7). Contracts load with the first call. Every query key
// starts with 'recruitment', so a change invalidates the area at once (lists are small and paged).

type Contracts = typeof RecruitmentContracts;
export type RecruitAction = { [K in keyof Contracts]: Contracts[K] extends ActionContract ? K : never }[keyof Contracts];
export type C<K extends RecruitAction> = Contracts[K] & ActionContract;

const contracts = () => import('@xcb/shared/actions/recruitment');
export const recruitKeys = { all: ['recruitment'] as const };

export async function call<K extends RecruitAction>(name: K, input: ActionInput<C<K>>, signal?: AbortSignal): Promise<ActionReply<C<K>>> {
  const mod = await contracts();
  const contract = mod[name] as C<K>;
  return callAction(contract, input, signal ? { signal } : {});
}

/**
 * One query per action and input. `fresh` lists are refetched on every visit (spec: interview_list,
 * my_collect, manage_job … are "always reloaded, not kept on re-entry"), except on the page's first mount
 * over the answer the server drew it with.
 */
export function useRecruit<K extends RecruitAction>(
  name: K,
  input: ActionInput<C<K>>,
  opts: { enabled?: boolean; fresh?: boolean; silent?: boolean } = {},
) {
  return useQuery({
    queryKey: [...recruitKeys.all, name, input],
    queryFn: ({ signal }) => call(name, input, signal),
    enabled: opts.enabled ?? true,
    placeholderData: keepPreviousData,
    retry: false,
    ...(opts.fresh ? { refetchOnMount: refetchUnlessJustDrawn, staleTime: 0 } : {}),
    ...(opts.silent ? { meta: { silentError: true } } : {}),
  });
}

/** The attached resume, fetched with the session token (no bare link: the file is not public). */
export async function downloadResumeFile(resumeId: number, name: string): Promise<void> {
  const token = getToken();
  const res = await fetch(`/zpResume_downFile.action?id=${resumeId}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? '下载失败');
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The multipart upload of the attached resume (field `upload`). */
export async function uploadResumeFile(file: File): Promise<{ attachmentName: string }> {
  const token = getToken();
  const form = new FormData();
  form.append('upload', file);
  const res = await fetch('/zpResume_uploadFile.action', {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json().catch(() => ({}))) as { success?: boolean; error?: string; attachmentName?: string };
  if (!body.success) throw new Error(body.error ?? '上传失败');
  return { attachmentName: body.attachmentName ?? '' };
}
