import type { FastifyInstance } from 'fastify';
import { walletActions as w } from '@xcb/shared';
import { PROCESS_MANUALS } from '@xcb/shared/actions/wallet';
import { defineAction } from '../../http/router.ts';
import { SECURITY } from '../../http/openapi.ts';
import { flowpathAccess, manualDocument, manualFileName } from './process-manuals.service.ts';

// The process manuals: who may see them (flowpath_access, by certification) and the documents
// themselves under the spec's /upload/excel/ path. The actions keep the wallet's names of the spec.

export const processManualActionList = [defineAction(w.flowpathAccess, (_input, { deps, actor }) => flowpathAccess(deps.db, actor))];

/** The manuals as Word documents, each generated once per process and kept. */
export function registerProcessManualRoutes(app: FastifyInstance): void {
  const cache = new Map<string, Promise<Buffer>>();
  const manualDoc = {
    operationId: 'flowpath_manualFile',
    security: SECURITY.public,
    tags: ['wallet'],
    summary: '下载业务流程说明书（Word 文档）',
    parameters: [{ name: 'file', in: 'path', required: true, description: '说明书文件名', schema: { type: 'string' } }],
    responses: { '200': { description: 'Word 文档' }, '404': { description: '文件不存在' } },
  };
  app.get('/upload/excel/:file', { config: { openapi: manualDoc } }, async (request, reply) => {
    const file = decodeURIComponent((request.params as { file: string }).file);
    const manual = PROCESS_MANUALS.find((m) => manualFileName(m.name) === file);
    if (!manual) return reply.status(404).send({ success: false, error: '文件不存在', msg: '文件不存在', code: 'NOT_FOUND' });
    let doc = cache.get(manual.key);
    if (!doc) {
      doc = manualDocument(manual.key);
      cache.set(manual.key, doc);
    }
    void reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file)}`);
    return reply.type('application/vnd.openxmlformats-officedocument.wordprocessingml.document').send(await doc);
  });
}
