import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESS_LINES } from '../../../domain/api/tools';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const translate = (addresses: unknown) => t.app.inject({ method: 'POST', url: '/api/tools/translateAddress', payload: { addresses } });

describe('POST /api/tools/translateAddress', () => {
  it('translates each line and says which could not be read', async () => {
    const body = (await translate(['北京市朝阳区建国路88号', ''])).json();
    expect(body.content.map((line: { english: string }) => line.english)).toEqual(['No. 88 Jianguo Road, Chaoyang District, Beijing, China', '']);
    expect(body.content[1].problem).toBe('EMPTY');
  });

  it('refuses an empty batch and one over the limit', async () => {
    expect((await translate([])).statusCode).toBe(400);
    expect((await translate(Array.from({ length: MAX_ADDRESS_LINES + 1 }, () => '北京市'))).json().returnMsg).toContain(`一次最多转换${MAX_ADDRESS_LINES}条地址`);
  });
});
