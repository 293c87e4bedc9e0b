import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** A Host header as a CSP source: only host[:port] characters, anything else gives no source. */
function sameHostSockets(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

/**
 * Security headers on every response (helmet): nosniff, a Content-Security-Policy without inline script,
 * frames only from our own origin, no referrer to other sites, and HSTS only when TLS is in front.
 *
 * What the web app needs, directive by directive:
 * - script-src 'self': the build emits module scripts only (no inline script; the journeys fail on any
 *   `securitypolicyviolation`). The OAuth popup's close script is a file too (/oauth/close.js).
 * - style-src 'unsafe-inline': antd writes its CSS-in-JS into <style> elements at run time, docx-preview
 *   and the pptx slide frame (srcdoc, sandboxed, with its own stricter meta policy) do the same.
 * - img-src/media-src data: blob: — previews, pasted images, recorded media and WebRTC streams.
 * - connect-src 'self' plus ws:/wss: of the requested host: the action API and the chat/QR sockets.
 * - worker-src 'self' blob: — the pdf.js worker (a built asset).
 * - frame-src 'self' blob: data: and frame-ancestors 'self': the private zone (/privatedomain) frames the
 *   app inside itself; no other site may frame it (clickjacking).
 *
 * helmet itself, built once: the Fastify plugin builds a new helmet (parsing every directive again) for
 * each request, 2 % of a chat send's CPU in a profile (docs/performance.md, Chat).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { trustProxy: boolean }): void {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", (req) => sameHostSockets(req)],
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ["'self'", 'blob:', 'data:'],
        'frame-ancestors': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    // The OAuth popups talk to their opener through the server (polling), never through window.opener,
    // but the opener must keep its reference to close/poll the popup: same-origin-allow-popups.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    // HSTS only where a TLS proxy is in front (below): on plain http it would be ignored at best, and on
    // a development machine it would pin localhost to https for a year.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  if (options.trustProxy) {
    app.addHook('onRequest', (request, reply, done) => {
      // With TRUST_PROXY, request.protocol is the client's (X-Forwarded-Proto from the proxy).
      if (request.protocol === 'https') void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      done();
    });
  }
}
