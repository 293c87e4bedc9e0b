import type { DeliveryFile } from '@xcb/shared/actions/deliveries';
import { MSG } from '@xcb/shared/messages';
import { ActionError } from '../../api/client.ts';
import { getToken, rememberFileKey } from '../../lib/storage.ts';

/**
 * upload_uploadDelivery, multipart with the file in field `upload`: the server checks the bytes and keeps
 * the file private to the delivery's two sides; answers the stored path and the name it was uploaded under.
 */
export async function uploadDeliveryFile(file: File): Promise<DeliveryFile> {
  const body = new FormData();
  body.append('upload', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/upload_uploadDelivery.action', { method: 'POST', body, headers });
  } catch {
    throw new ActionError('网络连接失败，请检查网络后重试', 0);
  }
  rememberFileKey(response);
  const reply = (await response.json().catch(() => ({}))) as { success?: boolean; data?: string; fileName?: string; error?: string };
  if (!response.ok || reply.success !== true || !reply.data) throw new ActionError(reply.error ?? MSG.serverError, response.status, reply);
  return { path: reply.data, name: reply.fileName ?? file.name };
}
