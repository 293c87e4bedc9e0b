import { fileTypeFromBuffer } from 'file-type';
import { CHAT_MSG, UPLOAD_MSG } from '@xcb/shared';
import { CHAT_MAX_BYTES, type ChatMediaKind } from '@xcb/shared/actions/chat';
import { badRequest } from '../../core/errors.ts';
import type { Actor, UploadedFile } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { recordUpload, resolveUpload, saveUpload } from '../files/files.service.ts';
import { checkZip } from '../files/zip.ts';

// spec §5: images jpeg, png, jpg, gif, psd; files doc, txt, xls, xlsx, docx; video mp4, webm, ogg;
// audio mp3, ogg, mpeg. Checked by content: the extension stored is the one the bytes prove
// (file-type's names: an Ogg video is ogv/ogm/ogx, MPEG audio mp3/mp2, Ogg audio ogg/oga/opus).
const STORED_EXT: Record<ChatMediaKind, readonly string[]> = {
  img: ['jpg', 'png', 'gif', 'psd'],
  file: ['doc', 'txt', 'xls', 'xlsx', 'docx'],
  video: ['mp4', 'webm', 'ogv', 'ogm', 'ogx'],
  audio: ['mp3', 'mp2', 'ogg', 'oga', 'opus'],
};

const TYPE_MESSAGE: Record<ChatMediaKind, string> = {
  img: CHAT_MSG.imageType,
  file: CHAT_MSG.fileType,
  video: CHAT_MSG.videoType,
  audio: CHAT_MSG.audioType,
};

/** The shape of every path saveUpload writes: <yyyy>/<mm>/<24 hex>.<ext>. */
const STORED = /^\d{4}\/\d{2}\/[0-9a-f]{24}\.([a-z0-9]{2,5})$/;

function nameExt(filename: string): string | undefined {
  return /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
}

/** Plain text has no magic number: accept a .txt that is valid UTF-8 without NUL bytes. */
function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

async function detect(kind: ChatMediaKind, file: UploadedFile): Promise<string | null> {
  const t = await fileTypeFromBuffer(file.data);
  if (!t) return kind === 'file' && nameExt(file.filename) === 'txt' && isPlainText(file.data) ? 'txt' : null;
  // An old Office file is an OLE container: which one it is, only the name says.
  if (t.ext === 'cfb') {
    const ext = nameExt(file.filename);
    return ext === 'doc' || ext === 'xls' ? ext : null;
  }
  return t.ext;
}

/** Stores a chat image, file, video or audio after checking its bytes. Over 5 MB the client only warns. */
export async function storeChatMedia(deps: AppDeps, actor: Actor, kind: ChatMediaKind, file: UploadedFile | null) {
  if (!file) throw badRequest(UPLOAD_MSG.fileMissing);
  if (file.data.length === 0) throw badRequest(UPLOAD_MSG.empty);
  if (file.data.length > CHAT_MAX_BYTES) throw badRequest(CHAT_MSG.fileTooLarge);
  const ext = await detect(kind, file);
  if (!ext || !STORED_EXT[kind].includes(ext)) throw badRequest(TYPE_MESSAGE[kind]);
  if (ext === 'docx' || ext === 'xlsx') checkZip(file.data);
  const rel = await saveUpload(deps.storage, file.data, ext);
  // Who sent it, so chatHistory_add takes back only the sender's own files.
  await recordUpload(deps.db, actor.userId, rel, 'chat');
  const base =
    file.filename
      .replace(/[\\/\r\n"]/g, '_')
      .replace(/\.[^.]*$/, '')
      .slice(0, 150) || 'file';
  return { data: rel, fileName: `${base}.${ext}`, fileSize: file.data.length };
}

/** A path sent with a media message must be a stored upload of that kind; returns its size. */
export async function checkChatMedia(deps: AppDeps, kind: ChatMediaKind, path: string): Promise<number> {
  const ext = STORED.exec(path)?.[1];
  if (!ext || !STORED_EXT[kind].includes(ext)) throw badRequest(CHAT_MSG.badFile);
  const target = await resolveUpload(deps.storage, path).catch(() => null);
  if (!target) throw badRequest(CHAT_MSG.badFile);
  return target.size;
}
