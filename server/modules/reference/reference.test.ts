import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_AGENT } from '../../demo/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('regions of mainland China', () => {
  it('lists the 31 mainland provinces with 6-digit codes ending in 0000, on GET and POST alike', async () => {
    const get = await call('GET', '/api/policy/getAllProvince');
    const post = await call('POST', '/api/policy/getAllProvince', {});
    expect(get.body.returnCode).toBe('00');
    expect(get.body.content).toHaveLength(31);
    expect(post.body.content).toEqual(get.body.content);
    expect(get.body.content[0]).toEqual({ value: '110000', text: '北京市', name: '北京市', nameEn: 'Beijing', level: 1 });
    expect(get.body.content.every((p: { value: string }) => /^\d{2}0000$/.test(p.value))).toBe(true);
    expect(get.body.content.map((p: { text: string }) => p.text)).not.toContain('香港特别行政区');
  });

  it('gives a municipality a city level, and districts whose codes do not end in 00', async () => {
    const cities = await call('POST', '/api/policy/getCityByProvince', { provinceCode: '500000' });
    expect(cities.body.content.map((c: { value: string; text: string }) => [c.value, c.text])).toEqual([
      ['500100', '重庆市'],
      ['500200', '重庆市郊县'],
    ]);
    const districts = await call('GET', '/api/policy/getDistrictByCity?cityCode=440300');
    expect(districts.body.content.map((d: { text: string }) => d.text)).toContain('南山区');
    expect(districts.body.content.every((d: { value: string; level: number }) => !d.value.endsWith('00') && d.level === 3)).toBe(true);
  });

  it('names every province, city and district in English too, for the English pickers', async () => {
    const provinces = (await call('GET', '/api/policy/getAllProvince')).body.content as { text: string; nameEn: string }[];
    expect(provinces.find((p) => p.text === '广东省')?.nameEn).toBe('Guangdong');
    expect(provinces.find((p) => p.text === '陕西省')?.nameEn).toBe('Shaanxi');
    expect(provinces.find((p) => p.text === '内蒙古自治区')?.nameEn).toBe('Inner Mongolia');
    const chongqing = (await call('GET', '/api/policy/getCityByProvince?code=500000')).body.content as { nameEn: string }[];
    expect(chongqing.map((c) => c.nameEn)).toEqual(['Chongqing', 'Chongqing Counties']);
    const shenzhen = (await call('GET', '/api/policy/getDistrictByCity?cityCode=440300')).body.content as { text: string; nameEn: string }[];
    expect(shenzhen.find((d) => d.text === '南山区')?.nameEn).toBe('Nanshan District');
    const everyName = [...provinces, ...chongqing, ...shenzhen].map((entry) => entry.nameEn);
    expect(everyName.every((name) => /^[A-Za-z' -]+$/.test(name))).toBe(true);
  });

  it('accepts `code` for the parent and refuses a malformed or unknown code', async () => {
    expect((await call('GET', '/api/policy/getCityByProvince?code=440000')).body.content).toHaveLength(21);
    const bad = await call('POST', '/api/policy/getCityByProvince', { provinceCode: '4400' });
    expect(bad.status).toBe(400);
    expect(bad.body.returnMsg).toContain('provinceCode');
    expect((await call('GET', '/api/policy/getDistrictByCity?cityCode=990100')).body.returnCode).toBe('404');
  });

  it('names the place behind a code, without the code system’s placeholder levels', async () => {
    const detail = await call('POST', '/api/addressDetail/addressCode', { addressCode: '419001' });
    expect(detail.body.content).toMatchObject({ provinceName: '河南省', districtName: '济源市', fullName: '河南省济源市' });
  });

  it('serves the common and group-property address files, revalidated by version', async () => {
    const common = await call('GET', '/api/addressDetail/addressFile/common');
    expect(common.headers.etag).toBeTruthy();
    const guangdong = common.body.content.tree.find((p: { value: string }) => p.value === '440000');
    expect(guangdong.children.find((c: { value: string }) => c.value === '440300').children.length).toBeGreaterThan(5);
    const property = await call('GET', '/api/addressDetail/addressFile/group-property');
    const shenzhen = property.body.content.tree.find((p: { value: string }) => p.value === '440000').children.find((c: { value: string }) => c.value === '440300');
    const nanshan = shenzhen.children.find((d: { value: string }) => d.value === '440305');
    expect(nanshan).toEqual({ value: '440305', text: '南山区', fullName: '广东省深圳市南山区' });
    expect((await call('GET', '/api/addressDetail/addressFile/other')).status).toBe(400);
  });
});

describe('occupation files', () => {
  it('answers a group product’s file with its three-level tree, refused occupations disabled', async () => {
    const { body } = await call('GET', '/api/occupation/productCode?p=aszxty');
    expect(body.content).toMatchObject({
      id: 'standard-aszxty',
      product_code: 'aszxty',
      emp_url: '/api/occupation/download/aszxty/insured-template.xlsx',
      occ_url: '/api/occupation/download/aszxty/occupations.xlsx',
    });
    const office = body.content.level_tree[0].children[0].children[0];
    expect(office).toEqual({ value: '0101001', text: '内勤人员', disabled: false, occulevel: '1' });
    const rebar = body.content.level_tree.find((n: { value: string }) => n.value === '08').children[0].children.find((n: { value: string }) => n.value === '0801003');
    expect(rebar).toMatchObject({ occulevel: '5', disabled: true });
  });

  it('says the spec’s sentence for a product without an occupation table', async () => {
    const { body } = await call('POST', '/api/occupation/productCode', { productCode: 'rhjwly' });
    expect(body).toMatchObject({ returnCode: '1050', returnMsg: '本产品导入模板和职业表没有配置，请联系管理员后台配置' });
  });

  it('looks up one code: known, refused, unknown', async () => {
    const lookup = async (code: string) => (await call('GET', `/api/occupation/lookup?p=tatt2024&occupationCode=${code}`)).body.content;
    expect(await lookup('0601001')).toMatchObject({ status: 'ok', name: '出租车司机', occulevel: '4', path: ['交通运输业', '陆上运输', '出租车司机'] });
    expect(await lookup('0802003')).toMatchObject({ status: 'refused', name: '爆破工' });
    expect(await lookup('0000000')).toEqual({ code: '0000000', status: 'unknown' });
  });

  it('downloads the occupation table and the insured template as workbooks', async () => {
    const occupations = await t.app.inject({ method: 'GET', url: '/api/occupation/download/aszxty/occupations.xlsx' });
    expect(occupations.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(occupations.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.find((row) => row[3] === '0802003')?.slice(4)).toEqual(['爆破工', '6类', '拒保']);
    const template = await t.app.inject({ method: 'GET', url: '/api/occupation/download/aszxty/insured-template.xlsx' });
    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(sheet.worksheets[0].getRow(1).values).toContain('证件号码');
  });
});

describe('customer settings and sale area', () => {
  it('answers a product’s invoice method, holder types, pay methods and the risk checks its rules can ask for', async () => {
    const { body } = await call('GET', '/api/customer/productCode?p=pingansf&language=2');
    expect(body.content).toMatchObject({ productCode: 'pingansf', invoiceMethod: 'electronic', payMethods: ['88', '3', '999', '66'], riskNotifyFlag: '1' });
    expect(body.content.productName).toMatch(/Shop Property/);
  });

  it('answers the sale area for a known issuer and refuses an unknown one', async () => {
    const area = await call('GET', `/api_xxpl/insureArea/getInsureArea/${DEMO_AGENT.id}/rhjwly`);
    expect(area.body.content).toMatchObject({ productCode: 'rhjwly', nationwide: true });
    expect(area.body.content.provinces).toHaveLength(31);
    expect((await call('GET', '/api_xxpl/insureArea/getInsureArea/999999/rhjwly')).body.returnCode).toBe('1044');
  });
});

describe('versions of reference data', () => {
  it('tags each file with an ETag, answers 304 to a phone that holds it, and the tag follows the content', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/api/addressDetail/addressFile/common' });
    const tag = file.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(file.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ method: 'GET', url: '/api/addressDetail/addressFile/common', headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ method: 'GET', url: '/api/addressDetail/addressFile/group-property', headers: { 'if-none-match': tag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(tag);
  });

  it('versions the occupation file of a product the same way', async () => {
    const url = '/api/occupation/productCode?productCode=aszxty';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.json().returnCode).toBe('00');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});
