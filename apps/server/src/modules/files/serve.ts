import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf, type FileStorage } from '../../providers/storage.ts';

export interface SendOptions {
  /**
   * `public`: pictures anyone may see (stored names are random and never rewritten, so a day in any
   * cache is safe). `private`: identity papers, vouchers, chat files and the like, never kept by shared
   * caches nor stored by the browser. `learner`: paid course media, kept by the learner's browser briefly.
   */
  cache: 'public' | 'private' | 'learner';
  /** Content-Disposition: `attachment` with a file name, or `inline` (with one, for the save dialog). */
  disposition?: { type: 'attachment' | 'inline'; name: string };
}

const CACHE = {
  public: 'public, max-age=86400',
  private: 'private, no-store',
  learner: 'private, max-age=300',
} as const;

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range; several are answered whole, as HTTP allows). */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'whole' | 'unsatisfiable' {
  if (!header) return 'whole';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'whole';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends a stored file from the storage, whatever it is (disk or database), with HTTP range requests
 * (206) so a video player can seek. The caller checked who may have it (access.ts).
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: { rel: string; size: number; modified: Date },
  opts: SendOptions,
): Promise<FastifyReply> {
  void reply.header('Cache-Control', CACHE[opts.cache]);
  void reply.header('Accept-Ranges', 'bytes');
  void reply.header('X-Content-Type-Options', 'nosniff');
  void reply.header('Last-Modified', file.modified.toUTCString());
  if (opts.disposition) {
    const name = opts.disposition.name.replace(/["\r\n]/g, '') || 'download';
    void reply.header('Content-Disposition', `${opts.disposition.type}; filename*=UTF-8''${encodeURIComponent(name)}`);
  }
  void reply.type(contentTypeOf(file.rel));
  const range = parseRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${file.size}`).send();
  }
  if (range === 'whole') {
    void reply.header('Content-Length', String(file.size));
    if (request.method === 'HEAD' || file.size === 0) return reply.send();
    return reply.send(storage.read(file.rel));
  }
  void reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('Content-Length', String(range.end - range.start + 1));
  if (request.method === 'HEAD') return reply.send();
  return reply.send(storage.read(file.rel, range));
}
