import { afterEach, describe, expect, it } from 'vitest';
import { getConfig } from '@xcb/shared/actions/platform';
import { MSG } from '@xcb/shared/messages';
import { callAction, errorText, isActionError, setActionFetch } from './client.ts';

// What a failed call shows (api/feedback.ts shows errorText): the server's own text when it sent one,
// else a text by the status. Issue 45: a database outage is the server's 503 服务暂时不可用, and a proxy's
// 502/503 page (no JSON at all) while the server restarts says the same, not 服务器开小差了.

function answering(status: number, body: string, type = 'application/json') {
  setActionFetch(() => Promise.resolve(new Response(body, { status, headers: { 'content-type': type } })));
}

async function failure(): Promise<{ text: string; status: number; code: string | undefined }> {
  try {
    await callAction(getConfig, {});
  } catch (err) {
    if (!isActionError(err)) throw err;
    return { text: errorText(err), status: err.status, code: err.code };
  }
  throw new Error('the call did not fail');
}

const proxyPage = (status: number) =>
  `<html><head><title>${status}</title></head><body><center><h1>${status}</h1></center><hr><center>nginx</center></body></html>`;

afterEach(() => setActionFetch((url, init) => fetch(url, init)));

describe('a failed call', () => {
  it("shows the server's 503 text for a database it cannot reach", async () => {
    answering(503, JSON.stringify({ success: false, error: MSG.serviceUnavailable, msg: MSG.serviceUnavailable, code: 'UNAVAILABLE' }));
    expect(await failure()).toEqual({ text: '服务暂时不可用，请稍后再试', status: 503, code: 'UNAVAILABLE' });
  });

  it.each([502, 503, 504])('shows 服务暂时不可用 for a proxy page of %i that is not JSON', async (status) => {
    answering(status, proxyPage(status), 'text/html');
    expect(await failure()).toMatchObject({ text: MSG.serviceUnavailable, status });
  });

  it('shows 服务暂时不可用 for a 503 in JSON without the envelope text', async () => {
    answering(503, JSON.stringify({ message: 'Service Unavailable' }));
    expect((await failure()).text).toBe(MSG.serviceUnavailable);
  });

  it("shows any other refusal's own text, and the generic ones by status otherwise", async () => {
    answering(200, JSON.stringify({ success: false, error: '账号/手机号不能为空', msg: '账号/手机号不能为空' }));
    expect((await failure()).text).toBe('账号/手机号不能为空');
    answering(500, JSON.stringify({ success: false, error: MSG.serverError, msg: MSG.serverError, code: 'INTERNAL' }));
    expect((await failure()).text).toBe(MSG.serverError);
    answering(500, proxyPage(500), 'text/html');
    expect((await failure()).text).toBe(MSG.serverError);
    answering(429, 'Too Many Requests', 'text/plain');
    expect((await failure()).text).toBe(MSG.tooManyRequests);
    answering(400, JSON.stringify({}));
    expect((await failure()).text).toBe(MSG.badRequest);
  });

  it('shows the network text when nothing answers', async () => {
    setActionFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure()).toMatchObject({ text: '网络连接失败，请检查网络后重试', status: 0 });
  });
});
