import type { FastifyInstance } from 'fastify';
import qs from 'qs';

/**
 * Legacy clients post forms with dotted keys (`custAccountPWD.accountid=…`) that name nested fields.
 * qs parses those for form bodies; JSON and multipart bodies get the same treatment here.
 */
export function expandDottedKeys(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!key.includes('.')) {
      out[key] = value;
      continue;
    }
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      if (part === '__proto__' || part === 'constructor' || part === 'prototype') return out;
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] as string] = value;
  }
  return out;
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => {
    try {
      done(null, qs.parse(body as string, { allowDots: true, depth: 3, parameterLimit: 200, allowPrototypes: false }));
    } catch (e) {
      done(e as Error, undefined);
    }
  });
}
