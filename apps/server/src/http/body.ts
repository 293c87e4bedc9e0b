import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { badRequest } from '../core/errors.ts';

/**
 * How deep a body may nest (objects and arrays, a dotted key's parts). No action's input nests more than a
 * few levels; a body thousands deep is an attack on whatever walks it recursively (JSON.stringify, String()
 * of an array, a recursive check), which would answer a stack overflow's 500. Bounded once here, where
 * bodies are parsed, so nothing later walks an unbounded depth (issue 45).
 */
export const MAX_BODY_DEPTH = 32;

/** Whether a value nests deeper than `limit` levels; iterative, so the check itself cannot overflow. */
export function nestsDeeperThan(value: unknown, limit: number = MAX_BODY_DEPTH): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const stack: [object, number][] = [[value, 1]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [node, depth] = top;
    if (depth > limit) return true;
    for (const child of Object.values(node)) if (typeof child === 'object' && child !== null) stack.push([child as object, depth + 1]);
  }
  return false;
}

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
    if (parts.length > MAX_BODY_DEPTH) throw badRequest();
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
  // Fastify's own JSON parser (prototype poisoning refused), then the depth bound.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parseJson(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) done(error, undefined);
      else if (nestsDeeperThan(value)) done(badRequest(), undefined);
      else done(null, value);
    });
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => {
    try {
      done(null, qs.parse(body as string, { allowDots: true, depth: 3, parameterLimit: 200, allowPrototypes: false }));
    } catch (e) {
      done(e as Error, undefined);
    }
  });
}
