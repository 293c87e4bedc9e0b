import { COURSE_MSG, MSG } from '@xcb/shared/messages';
import { ActionError } from '../../api/client.ts';
import { getToken } from '../../lib/storage.ts';
import { AUTHOR_L } from '../../locale/course-author.ts';

/** spec's call table: Word, PDF, and Excel (PowerPoint goes with Excel: no call of its own). */
const ACTION_BY_EXT: Record<string, string> = {
  docx: 'upload_uploadWord',
  pdf: 'upload_uploadPdf',
  xlsx: 'upload_uploadExcle',
  xls: 'upload_uploadExcle',
  pptx: 'upload_uploadExcle',
  ppt: 'upload_uploadExcle',
};
export const ATTACHMENT_ACCEPT = '.docx,.pdf,.xlsx,.xls,.ppt,.pptx';

export async function uploadAttachment(file: File): Promise<{ path: string; name: string }> {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const action = ACTION_BY_EXT[ext];
  if (!action) throw new ActionError(COURSE_MSG.attachmentType, 400);
  const body = new FormData();
  body.append('upload', file, file.name);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/${action}.action`, { method: 'POST', body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ActionError(AUTHOR_L.attachmentOffline, 0);
  }
  const reply = (await response.json().catch(() => ({}))) as { success?: boolean; data?: string; fileName?: string; error?: string };
  if (!response.ok || reply.success !== true || !reply.data) throw new ActionError(reply.error ?? MSG.serverError, response.status, reply);
  return { path: reply.data, name: reply.fileName ?? file.name };
}
