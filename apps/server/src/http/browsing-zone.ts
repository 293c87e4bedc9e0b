import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';

// The private zone the calling page is browsing (header X-Exclusive-Code, sent while the tab is inside a
// zone or the /privatedomain frame). It is a request, never a permission: modules/domain/scope.ts decides
// what the caller may see. Kept per request so every listing deep in a service reads the same value
// without each signature carrying it.

const store = new AsyncLocalStorage<string | null>();
const ZONE_CODE = /^[A-Za-z0-9]{2,16}$/;

export function zoneOfRequest(request: FastifyRequest): string | null {
  const raw = request.headers['x-exclusive-code'];
  const code = Array.isArray(raw) ? raw[0] : raw;
  return code && ZONE_CODE.test(code) ? code.toUpperCase() : null;
}

export function withBrowsingZone<T>(zone: string | null, run: () => T): T {
  return store.run(zone, run);
}

/** null outside a request or when the page browses the public domain. */
export function browsingZone(): string | null {
  return store.getStore() ?? null;
}
