import type { FastifyRequest } from 'fastify';
import type { Config } from '../core/config.ts';

/**
 * A browser always sends Origin: only pages of this site (the host the socket was opened on, PUBLIC_URL,
 * or ALLOWED_ORIGINS) may open a socket with the user's token, so another site cannot ride on it.
 * Clients that send no Origin (apps, tests) are not browsers and must still present the token.
 */
export function originAllowed(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  if (host === request.headers.host) return true;
  const allowed = [...config.ALLOWED_ORIGINS, ...(config.PUBLIC_URL ? [config.PUBLIC_URL] : [])];
  return allowed.some((a) => {
    try {
      return new URL(a).origin === new URL(origin).origin;
    } catch {
      return false;
    }
  });
}
