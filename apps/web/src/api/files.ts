import type { ImagePurpose } from '@xcb/shared/actions/files';
import { MSG } from '@xcb/shared/messages';
import { ActionError } from './client.ts';
import { getToken } from '../lib/storage.ts';

/**
 * spec: upload_uploadFile.action, multipart with the file in field `upload`; the reply's `data` is the
 * stored relative path, served under /uploads/. The purpose decides the size limit on the server.
 */
export async function uploadImage(file: File, purpose: ImagePurpose): Promise<string> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('upload', file, file.name);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/upload_uploadFile.action', { method: 'POST', body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ActionError('网络连接失败，请检查网络后重试', 0);
  }
  const reply = (await response.json().catch(() => ({}))) as { success?: boolean; data?: string; error?: string };
  if (!response.ok || reply.success !== true || !reply.data) throw new ActionError(reply.error ?? MSG.serverError, response.status, reply);
  return reply.data;
}

/** Stored paths are relative to the upload root; seeded images are absolute paths of the web app. */
export function uploadUrl(path: string): string {
  if (path.startsWith('/') || /^https?:\/\//.test(path)) return path;
  return `/uploads/${path}`;
}
