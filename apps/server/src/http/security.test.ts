import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';

function csp(headers: Record<string, unknown>): Map<string, string> {
  const raw = headers['content-security-policy'];
  const value = typeof raw === 'string' ? raw : '';
  return new Map(
    value
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...rest] = d.split(/\s+/);
        return [name, rest.join(' ')] as const;
      }),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    // a built web app of one file, so the app shell and its static assets are served too
    const web = mkdtempSync(join(tmpdir(), 'xcb-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/a.js"></script></body></html>',
    );
    writeFileSync(join(web, 'assets', 'a.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST: web });
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  const expectCommon = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    const policy = csp(headers);
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('script-src')).not.toContain('unsafe-inline');
    expect(policy.get('script-src')).not.toContain('unsafe-eval');
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    // no TLS proxy declared: no HSTS
    expect(headers['strict-transport-security']).toBeUndefined();
  };

  it('an action reply, a refusal and an unknown action all carry them', async () => {
    for (const res of [await t.post('config_getConfig'), await t.post('user_getUserInfo'), await t.post('no_such_thing')]) {
      expect([200, 401, 404]).toContain(res.statusCode);
      expectCommon(res.headers);
    }
  });

  it('the app shell, a client route and a static asset carry them', async () => {
    const shell = await t.app.inject({ method: 'GET', url: '/' });
    expect(shell.statusCode).toBe(200);
    expectCommon(shell.headers);
    const route = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(route.statusCode).toBe(200);
    expectCommon(route.headers);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/a.js' });
    expect(asset.statusCode).toBe(200);
    expectCommon(asset.headers);
  });

  it('the CSP lets the app reach its own sockets, previews and media', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'xcb.example:8443' } });
    const policy = csp(res.headers);
    expect(policy.get('connect-src')).toBe("'self' ws://xcb.example:8443 wss://xcb.example:8443");
    expect(policy.get('img-src')).toContain('blob:');
    expect(policy.get('img-src')).toContain('data:');
    expect(policy.get('media-src')).toContain('blob:');
    expect(policy.get('worker-src')).toContain("'self'");
    expect(policy.get('frame-src')).toContain("'self'");
    // a forged Host header cannot smuggle a source or a directive into the policy
    const forged = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example; script-src *' } });
    expect(forged.statusCode).toBeLessThan(500);
    const fp = csp(forged.headers);
    expect(fp.get('script-src')).toBe("'self'");
    expect(String(forged.headers['content-security-policy'])).not.toContain('evil');
  });

  it('HSTS only when TRUST_PROXY is set and the proxy says the client used https', async () => {
    const https = await proxied.app.inject({ method: 'POST', url: '/config_getConfig.action', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expectCommon({ ...https.headers, 'strict-transport-security': undefined });
    const http = await proxied.app.inject({ method: 'POST', url: '/config_getConfig.action', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // without TRUST_PROXY the header is the client's word, not the proxy's: ignored
    const direct = await t.app.inject({ method: 'POST', url: '/config_getConfig.action', headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('the OAuth popup page runs no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app_wechatLogin.action?key=short' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<script src="/oauth/close.js" data-ms="3000"></script>');
    expect(res.body).not.toMatch(/<script>/);
    const js = await t.app.inject({ method: 'GET', url: '/oauth/close.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain('window.close()');
  });
});
