import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUscc, fictionalUscc } from '../../../domain/validators';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { demoAgentToken } from '../../../tests/helpers/sales';
import { keywordTerms, nameTerms } from './keywords';
import { seedEnterprises } from './seed';

let t: TestApp;
let token: string;
const post = (url: string, payload: unknown, headers: Record<string, string> = { authorization: token }) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

beforeAll(async () => {
  t = await createTestApp();
  token = await demoAgentToken(t);
});
afterAll(() => t.close());

describe('keyword index', () => {
  it('indexes characters and pairs, and looks a keyword up by its pairs', () => {
    expect(nameTerms('星河 (北京)')).toEqual(['星', '河', '北', '京', '星河', '河北', '北京']);
    expect(keywordTerms('星河科')).toEqual(['星河', '河科']);
    expect(keywordTerms('星')).toEqual(['星']);
    expect(keywordTerms(' ,')).toEqual([]);
  });

  it('seeds only fictional enterprises whose credit codes pass their check', () => {
    const enterprises = seedEnterprises();
    expect(new Set(enterprises.map((enterprise) => enterprise.uscc)).size).toBe(enterprises.length);
    for (const enterprise of enterprises) expect(checkUscc(enterprise.uscc).ok).toBe(true);
  });
});

describe('company search and numbers', () => {
  it('finds enterprises by part of the name, those starting with it first, and none for an unknown name', async () => {
    const found = (await post('/api/invoice/enterpriseSearchByName', { keyword: '云帆物流' })).json();
    expect(found.returnCode).toBe('00');
    expect(found.content.items).toHaveLength(8);
    for (const item of found.content.items) expect(item.entname).toContain('云帆物流');
    const prefix = (await post('/api/invoice/enterpriseSearchByName', { keyword: '杭州青禾' })).json().content.items;
    expect(prefix.map((item: { entname: string }) => item.entname)).toContain('杭州青禾食品有限公司');
    expect((await post('/api/invoice/enterpriseSearchByName', { keyword: '河科' })).json().content.items.every((item: { entname: string }) => item.entname.includes('河科'))).toBe(true);
    expect((await post('/api/invoice/enterpriseSearchByName', { keyword: '不存在的公司' })).json().content.items).toEqual([]);
    expect((await post('/api/invoice/enterpriseSearchByName', { keyword: '' })).json().returnCode).not.toBe('00');
  });

  it('answers an enterprise’s numbers by id', async () => {
    const [item] = (await post('/api/invoice/enterpriseSearchByName', { keyword: '北京星河精密' })).json().content.items;
    const info = (await post('/api/invoice/enterpriseInfoById', { id: item.id })).json();
    expect(info.returnCode).toBe('00');
    expect(info.content.entname).toBe('北京星河精密制造有限公司');
    expect(checkUscc(info.content.UNCID).ok).toBe(true);
    expect(info.content.TAXNUMBER).toBe(info.content.UNCID);
    expect(info.content.GONGSH).toMatch(/^110105\d{9}$/);
    expect(info.content.UNCID.slice(8, 17)).toBe(info.content.ORGCODE);
    expect((await post('/api/invoice/enterpriseInfoById', { id: 'E999999' })).json().returnCode).toBe('1501');
  });
});

describe('certificate library', () => {
  const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('answers a registered company’s certificate from the form data, and null for an unknown one', async () => {
    const known = await t.app.inject({ method: 'POST', url: '/api/certificate/query', ...form({ enterpriseName: '上海启航物流有限公司', idType: '1' }) });
    expect(known.json()).toMatchObject({ returnCode: '0000', data: { enterpriseName: '上海启航物流有限公司', idType: '1', status: 'verified' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api_xxpl/certificateLib/query', ...form({ enterpriseName: '无名小作坊', idType: '1' }) });
    expect(unknown.json()).toMatchObject({ returnCode: '0000', data: null });
  });

  it('keeps a certificate entered by hand with its photo as pending, and refuses a bad number or a missing photo', async () => {
    const photo = await t.app.sales.files.save(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png');
    const idNo = fictionalUscc('91', '330106', 'MA2B3C4D5');
    const added = (await post('/api/certificate/add', { idType: '1', enterpriseName: '杭州手录测试有限公司', idNo: idNo.toLowerCase(), idPhoto: photo, photoName: 'licence.png' })).json();
    expect(added).toMatchObject({ returnCode: '00', returnMsg: '提交成功！', content: { idNo, status: 'pending' } });
    const queried = await t.app.inject({ method: 'POST', url: '/api/certificate/query', ...form({ enterpriseName: '杭州手录测试有限公司', idType: '1' }) });
    expect(queried.json().data).toMatchObject({ idNo, status: 'pending' });
    const stored = await t.database.db.selectFrom('company_certificate').selectAll().where('enterprise_name', '=', '杭州手录测试有限公司').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ photo_key: photo, source: 'manual', submitted_by: 'agent:800001' });

    const wrongCheck = `${idNo.slice(0, 17)}${idNo[17] === '0' ? '1' : '0'}`;
    expect((await post('/api_xxpl/certificateLib', { idType: '1', enterpriseName: '某公司', idNo: wrongCheck, idPhoto: photo })).json().returnCode).toBe('1502');
    expect((await post('/api/certificate/add', { idType: '1', enterpriseName: '某公司', idNo, idPhoto: '2026/01/nothing.png' })).json().returnCode).toBe('1503');
    expect((await post('/api/certificate/add', { idType: '1', enterpriseName: '某公司', idNo, idPhoto: photo }, {})).statusCode).toBe(401);
  });

  it('stores a third party’s credit code as verified once its check character is right', async () => {
    const idNo = fictionalUscc('91', '440305', 'MA5X6Y7W8');
    const added = (await post('/api_xxpl/certificateLib/thirdPartyAdd', { enterpriseName: '深圳第三方测试有限公司', idType: '1', idNo })).json();
    expect(added.content).toEqual({ enterpriseName: '深圳第三方测试有限公司', idType: '1', idNo, status: 'verified' });
    expect((await post('/api/certificate/thirdPartyAdd', { enterpriseName: '深圳第三方测试有限公司', idNo: '91440305MA5X6Y7W80' })).json().returnCode).not.toBe('00');
  });
});
