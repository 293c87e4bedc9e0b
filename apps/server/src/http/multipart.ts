import type { FastifyReply, FastifyRequest } from 'fastify';
import { MULTIPART_MSG } from '@xcb/shared';
import { AppError } from '../core/errors.ts';

/**
 * What an action takes as its file (field `upload`): the most bytes, which may depend on the form fields
 * sent before the file (upload_uploadFile's purpose), and the spec's message when a file is larger.
 * Actions without one take no file at all.
 */
export interface UploadPolicy {
  maxBytes: (fields: Record<string, unknown>) => number;
  tooLarge: (fields: Record<string, unknown>) => string;
}

export interface ReceivedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Form fields and the headers around them; files are counted separately. */
const FIELDS_ALLOWANCE = 64 * 1024;

/** How long a refused upload's connection goes on reading and dropping what the client still sends. */
const LINGER_MS = 2000;

/** A refusal sent before the rest of the body is read. */
function refuse(reply: FastifyReply, status: number, code: string, message: string): AppError {
  dropTheRestAfterAnswer(reply);
  return new AppError(status, code, message);
}

/**
 * Closing a socket whose client is still sending makes the kernel answer the next bytes with a reset,
 * and a client still writing (a browser mid-upload) may then see the reset instead of the answer already
 * sent. So the connection stays open after the refusal and the rest of the body is read and dropped, as
 * nginx's lingering close does, for a moment: a client that has not finished by then is cut off, so no
 * one can keep a connection busy with an endless body.
 */
function dropTheRestAfterAnswer(reply: FastifyReply): void {
  const incoming = reply.request.raw;
  reply.raw.once('finish', () => {
    if (incoming.complete) return;
    incoming.resume();
    const timer = setTimeout(() => incoming.destroy(), LINGER_MS);
    timer.unref();
    incoming.once('close', () => clearTimeout(timer));
  });
}

/** Uploads in progress per client address, so one client cannot hold the server's memory with many. */
export class UploadSlots {
  private readonly busy = new Map<string, number>();
  private readonly perClient: number;
  constructor(perClient: number) {
    this.perClient = perClient;
  }

  take(ip: string): (() => void) | null {
    const n = this.busy.get(ip) ?? 0;
    if (n >= this.perClient) return null;
    this.busy.set(ip, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.busy.get(ip) ?? 1) - 1;
      if (left <= 0) this.busy.delete(ip);
      else this.busy.set(ip, left);
    };
  }
}

/**
 * Reads a multipart body against the action it was sent to, checking before anything is buffered: an
 * action without a file refuses one at once (its declared length or its first file part), a file above
 * the action's limit is refused as soon as its bytes pass the limit (never read to its end), a second
 * file or a file in another field is refused, and a client may have only so many uploads at once.
 */
export async function readMultipart(
  request: FastifyRequest,
  reply: FastifyReply,
  policy: UploadPolicy | undefined,
  slots: UploadSlots,
): Promise<{ body: Record<string, unknown>; file: ReceivedFile | null }> {
  const declared = Number(request.headers['content-length'] ?? NaN);
  if (!policy) {
    // Small form fields may come as multipart; a body larger than fields can be is a file.
    if (declared > FIELDS_ALLOWANCE) throw refuse(reply, 413, 'NO_FILE_HERE', MULTIPART_MSG.noFileHere);
  } else if (declared > policy.maxBytes({}) + FIELDS_ALLOWANCE) {
    throw refuse(reply, 413, 'FILE_TOO_LARGE', policy.tooLarge({}));
  }
  const release = policy ? slots.take(request.ip) : () => undefined;
  if (!release) throw refuse(reply, 429, 'TOO_MANY_UPLOADS', MULTIPART_MSG.tooManyUploads);
  try {
    const body: Record<string, unknown> = {};
    let file: ReceivedFile | null = null;
    let fieldBytes = 0;
    // a second file is this code's refusal (in Chinese), not busboy's generic limit error
    for await (const part of request.parts({ limits: { files: 2 } })) {
      if (part.type !== 'file') {
        fieldBytes += part.fieldname.length + String(part.value).length;
        if (fieldBytes > FIELDS_ALLOWANCE) throw refuse(reply, 413, 'FIELDS_TOO_LARGE', MULTIPART_MSG.fieldsTooLarge);
        body[part.fieldname] = part.value;
        continue;
      }
      if (!policy) throw refuse(reply, 400, 'NO_FILE_HERE', MULTIPART_MSG.noFileHere);
      if (part.fieldname !== 'upload' || file) throw refuse(reply, 400, 'ONE_FILE', MULTIPART_MSG.oneFile);
      const max = policy.maxBytes(body);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > max) {
          part.file.destroy();
          throw refuse(reply, 413, 'FILE_TOO_LARGE', policy.tooLarge(body));
        }
        chunks.push(chunk);
      }
      file = { filename: part.filename, mimetype: part.mimetype, data: Buffer.concat(chunks, size) };
    }
    // the file stays in memory until the action has stored it: the place is held until the answer is sent
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
    return { body, file };
  } catch (e) {
    release();
    throw e;
  }
}

/** One limit and one message, whatever the form says. */
export const fileLimit = (maxBytes: number, message: string): UploadPolicy => ({ maxBytes: () => maxBytes, tooLarge: () => message });
