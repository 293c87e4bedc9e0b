import { fileTypeFromBuffer } from 'file-type';
import { COURSE_MSG, UPLOAD_MSG } from '@xcb/shared';
import { courseAttachments } from '../../db/schema/index.ts';
import { badRequest } from '../../core/errors.ts';
import type { Actor, UploadedFile } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { checkZip } from '../files/zip.ts';
import { recordUpload, saveUpload } from '../files/files.service.ts';

// Section attachments (spec: docx, pdf, excel, ppt, pptx; 请上传指定类型文件), checked by their bytes.
// The calls follow the spec's table: upload_uploadWord (docx), upload_uploadPdf (pdf), upload_uploadExcle
// (xlsx, xls; ppt and pptx too, the spec names no call of their own for them).

export type AttachmentFamily = 'word' | 'pdf' | 'excel';

const MB = 1024 * 1024;
export const ATTACHMENT_MAX = 20 * MB;

const FAMILY: Record<AttachmentFamily, readonly string[]> = {
  word: ['docx'],
  pdf: ['pdf'],
  excel: ['xlsx', 'xls', 'pptx', 'ppt'],
};

/** The stored extension, from the bytes; an old Office file (an OLE container) keeps the name's xls/ppt. */
async function detect(file: UploadedFile): Promise<string | null> {
  const t = await fileTypeFromBuffer(file.data);
  if (!t) return null;
  if (t.ext === 'cfb') {
    const ext = /\.([a-z]+)$/i.exec(file.filename)?.[1]?.toLowerCase();
    return ext === 'xls' || ext === 'ppt' ? ext : null;
  }
  return t.ext;
}

export async function storeAttachment(deps: AppDeps, actor: Actor, family: AttachmentFamily, file: UploadedFile | null) {
  if (!file) throw badRequest(UPLOAD_MSG.fileMissing);
  if (file.data.length === 0) throw badRequest(UPLOAD_MSG.empty);
  if (file.data.length > ATTACHMENT_MAX) throw badRequest(COURSE_MSG.attachmentTooLarge);
  const ext = await detect(file);
  if (!ext || !FAMILY[family].includes(ext)) throw badRequest(COURSE_MSG.attachmentType);
  if (ext === 'docx' || ext === 'xlsx' || ext === 'pptx') checkZip(file.data);
  const rel = await saveUpload(deps.storage, file.data, ext);
  await recordUpload(deps.db, actor.userId, rel, 'course');
  // Names are joined with commas in the section's coursefilename, so a comma in a name would split it.
  const base =
    file.filename
      .replace(/[\\/]/g, '_')
      .replace(/,/g, '，')
      .replace(/\.[^.]*$/, '')
      .slice(0, 180) || 'attachment';
  const name = `${base}.${ext}`;
  await deps.db.insert(courseAttachments).values({ userId: actor.userId, path: rel, name });
  return { data: rel, fileName: name };
}
