import type { ImagePurpose } from '@xcb/shared/actions/files';
import { MSG } from '@xcb/shared/messages';
import { ActionError } from './client.ts';
import { getToken } from '../lib/storage.ts';

/**
 * spec: upload_uploadFile, multipart with the file in field `upload`; the server checks the bytes and
 * the purpose's size limit and answers the stored relative path.
 */
export async function uploadImage(file: File, purpose: ImagePurpose): Promise<string> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('upload', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/upload_uploadFile.action', { method: 'POST', body, headers });
  } catch {
    throw new ActionError('网络连接失败，请检查网络后重试', 0);
  }
  const reply = (await response.json().catch(() => ({}))) as { success?: boolean; data?: string; error?: string };
  if (!response.ok || reply.success !== true || !reply.data) throw new ActionError(reply.error ?? MSG.serverError, response.status, reply);
  return reply.data;
}

/** Where a stored upload is shown from; seeded images are absolute paths of the web app. */
export function uploadUrl(path: string): string;
export function uploadUrl(path: string | null | undefined): string | undefined;
export function uploadUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (path.startsWith('/') || /^https?:\/\//.test(path)) return path;
  return `/uploads/${path}`;
}

/** spec down_downFile: a stored upload saved under the name it should have. */
export const downloadUrl = (path: string, name: string) => `/down_downFile.action?filePathName=${encodeURIComponent(path)}&newFileName=${encodeURIComponent(name)}`;
