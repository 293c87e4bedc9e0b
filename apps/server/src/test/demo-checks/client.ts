import { expect } from 'vitest';
import type { TestApp } from '../helper.ts';

// The demo users whose password is not the common Demo@2026 (see the start banner's list)
const PASSWORDS: Record<string, string> = { admin001: 'Admin@2026', support01: 'Support@2026', reviewer01: 'Review@2026' };

/**
 * What every area's check calls the app with: `post` expects HTTP 200 and returns the parsed body (the
 * checks then look at `success` or the data themselves), and `login` logs a demo user in once per check
 * and reuses the token, since each login costs a scrypt hash.
 */
export function checkClient(t: TestApp) {
  const post = async <T>(action: string, body: Record<string, unknown>, token?: string): Promise<T> => {
    const res = await t.post(action, body, token ? { token } : {});
    expect(res.statusCode, `${action} ${res.body.slice(0, 300)}`).toBe(200);
    return res.json<T>();
  };
  const tokens = new Map<string, Promise<string>>();
  const login = (name: string): Promise<string> => {
    let token = tokens.get(name);
    if (!token) {
      token = t.login(name, PASSWORDS[name]);
      tokens.set(name, token);
    }
    return token;
  };
  return { post, login };
}
