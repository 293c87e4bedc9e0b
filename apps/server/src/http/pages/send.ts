import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShellDocument } from './shell.ts';

/** The document as the browser accepts it (the static plugin does this for built files; this one is made here), compressed once. */
export function encoded(doc: ShellDocument, acceptEncoding: string | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  if (/\bbr\b/.test(acceptEncoding ?? '')) {
    doc.br ??= brotliCompressSync(doc.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: doc.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding ?? '')) {
    doc.gzip ??= gzipSync(doc.html);
    return { body: doc.gzip, encoding: 'gzip' };
  }
  return { body: doc.html };
}

/** Sends a made document as the browser accepts it, revalidated on every visit like the shell itself. */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, doc: ShellDocument): FastifyReply {
  const { body, encoding } = encoded(doc, request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply
    .status(doc.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .send(body);
}
