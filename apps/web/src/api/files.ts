import type { ImagePurpose } from '@xcb/shared/actions/files';
import { MSG } from '@xcb/shared/messages';
import { ActionError } from './client.ts';
import { getFileKey, getToken, rememberFileKey } from '../lib/storage.ts';

export type UploadReply = {
  success?: boolean;
  data?: string;
  fileName?: string;
  error?: string;
};

/**
 * One multipart upload action (the file in field `upload`, beside the given fields): the server checks
 * the bytes and answers the stored relative path in `data`; a refusal becomes an ActionError.
 */
export async function postUpload(action: string, file: File, fields: Record<string, string> = {}): Promise<UploadReply & { data: string }> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('upload', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/${action}.action`, { method: 'POST', body, headers });
  } catch {
    throw new ActionError('网络连接失败，请检查网络后重试', 0);
  }
  rememberFileKey(response);
  const reply = (await response.json().catch(() => ({}))) as UploadReply;
  if (!response.ok || reply.success !== true || !reply.data) throw new ActionError(reply.error ?? MSG.serverError, response.status, reply);
  return { ...reply, data: reply.data };
}

/** spec: upload_uploadFile, with the purpose that sets its size limit; answers the stored relative path. */
export async function uploadImage(file: File, purpose: ImagePurpose): Promise<string> {
  return (await postUpload('upload_uploadFile', file, { purpose })).data;
}

/** Where a stored upload is shown from; seeded images are absolute paths of the web app. */
export function uploadUrl(path: string): string;
export function uploadUrl(path: string | null | undefined): string | undefined;
export function uploadUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (path.startsWith('/') || /^https?:\/\//.test(path)) return path;
  return `/uploads/${path}`;
}

/**
 * Where a private upload (ID card, licence, voucher, proof, chat file) is shown from: the server sends it
 * only to its owner, the other side and staff, recognised by the file key the last signed-in reply gave.
 */
export function privateUploadUrl(path: string): string;
export function privateUploadUrl(path: string | null | undefined): string | undefined;
export function privateUploadUrl(path: string | null | undefined): string | undefined {
  const url = uploadUrl(path);
  if (!url?.startsWith('/uploads/')) return url;
  const key = getFileKey();
  return key ? `${url}?k=${encodeURIComponent(key)}` : url;
}

/** spec down_downFile: a stored upload saved under the name it should have (private ones with the file key). */
export const downloadUrl = (path: string, name: string) => {
  const key = getFileKey();
  return `/down_downFile.action?filePathName=${encodeURIComponent(path)}&newFileName=${encodeURIComponent(name)}${key ? `&k=${encodeURIComponent(key)}` : ''}`;
};
