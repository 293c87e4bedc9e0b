import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('config_getConfig', () => {
  it('reports the SM4 flag off without a key', async () => {
    expect((await t.post('config_getConfig')).json()).toEqual({
      success: true,
      code: 1,
      data: { configKey: 'sm4Encrypt', configStatus: '00' },
      demo: true,
    });
  });
});

describe('dictionaryDetail_getDetailByDictionaryNumber', () => {
  it('400 without a number', async () => {
    const res = await t.post('dictionaryDetail_getDetailByDictionaryNumber', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('字典编号不能为空');
  });
  it.each(['xl', 'gzjy', 'xmlx', 'jsfs', 'xzfw', 'gwfl', 'gsgm', 'gsxz', 'gzxz', 'cshy', 'rzjd', 'cszy', 'gwhf', 'integralRule'])(
    '%s has entries',
    async (number) => {
      const body = (await t.post('dictionaryDetail_getDetailByDictionaryNumber', { number })).json();
      expect(body.success).toBe(true);
      expect(body.data.length).toBeGreaterThan(2);
      expect(body.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String), value: expect.any(String), varchar1: null });
    },
  );
  it('integralRule values read label=term,months (spec)', async () => {
    const body = (await t.post('dictionaryDetail_getDetailByDictionaryNumber', { number: 'integralRule' })).json();
    for (const d of body.data as { value: string }[]) expect(d.value).toMatch(/^[^=]+=.+,\d+$/);
  });
  it('an unknown number gives an empty list', async () => {
    expect((await t.post('dictionaryDetail_getDetailByDictionaryNumber', { number: 'nope' })).json()).toEqual({ success: true, data: [] });
  });
});

describe('area_list', () => {
  it('lists the 34 provincial divisions, then cities, then districts', async () => {
    const provinces = (await t.post('area_list', {})).json().data as { id: number; areaName: string }[];
    expect(provinces).toHaveLength(34);
    expect(provinces.map((p) => p.areaName)).toContain('浙江省');
    const cities = (await t.form('area_list', 'id=330000')).json().data as { id: number; areaName: string }[];
    expect(cities.map((c) => c.areaName)).toContain('杭州市');
    const districts = (await t.post('area_list', { id: 330100 })).json().data as { areaName: string }[];
    expect(districts.map((d) => d.areaName)).toContain('西湖区');
  });
  it('400 for a malformed id', async () => {
    expect((await t.post('area_list', { id: 'abc' })).statusCode).toBe(400);
  });
});

describe('dictionary_lxjhList', () => {
  it('returns the article type groups with their dictionaryDetailList', async () => {
    const body = (await t.post('dictionary_lxjhList')).json();
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    for (const g of body.data) expect(g.dictionaryDetailList.length).toBeGreaterThan(0);
  });
});

describe('exclusive_list', () => {
  it('lists the zones by GET, filters by name and by code', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/exclusive_list.action?r=0.123' });
    expect(all.json()).toMatchObject({ success: true, code: 1 });
    expect(all.json().data.recordList).toHaveLength(2);
    const byName = await t.app.inject({ method: 'GET', url: `/exclusive_list.action?exclusiveName=${encodeURIComponent('前海')}` });
    expect(byName.json().data.recordList).toEqual([{ exclusiveCode: 'SZQH02', exclusiveName: '深圳前海服务中心' }]);
    const byCode = await t.app.inject({ method: 'GET', url: '/exclusive_list.action?exclusiveCode=HZGX01' });
    expect(byCode.json().data.recordList).toEqual([{ exclusiveCode: 'HZGX01', exclusiveName: '杭州高新人才港' }]);
    const none = await t.app.inject({ method: 'GET', url: `/exclusive_list.action?exclusiveName=${encodeURIComponent('%')}` });
    expect(none.json().data.recordList).toEqual([]);
  });
});

describe('API reference', () => {
  it('serves an OpenAPI document naming every action and the ERR codes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const name of [
      'user_login',
      'user_registe',
      'user_existUserName',
      'user_loginOut',
      'user_getUserById',
      'exclusive_list',
      'area_list',
      'dictionary_lxjhList',
      'config_getConfig',
    ]) {
      expect(doc.paths[`/${name}.action`]).toBeDefined();
    }
    // the plain file routes are documented too
    for (const path of ['/down_downFile.action', '/uploads/{path}', '/course_media']) expect(doc.paths[path]?.get).toBeDefined();
    // client generators need one name per operation and an explicit security list (public: [])
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId?: string; security?: unknown }>>).flatMap(
      (item) => Object.values(item),
    );
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((op) => !Array.isArray(op.security))).toEqual([]);
    expect(doc.paths['/user_login.action'].post.security).toEqual([]);
    expect(doc.paths['/user_loginOut.action'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/user_getUserById.action'].post.security).toEqual([{}, { bearer: [] }]);
    for (const code of ['ERR0001', 'ERR0002', 'ERR0003', 'ERR0004', 'ERR0005']) expect(doc.info.description).toContain(code);
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
