import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { DEMO_AGENT } from '../demo/seed';
import { grantProducts } from './authority';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insertInto('agent').values({ id: '800077', login_name: 'narrow-agent', password_hash: 'x', display_name: '只售团意的代理人' }).execute();
  await grantProducts(t.database.db, '800077', ['aszxty']);
});
afterAll(() => t.close());

const check = (productCode: string, userId: string) => t.app.inject({ method: 'GET', url: `/api/product/checkCustomerAuthority?p=${productCode}&u=${userId}` }).then((res) => res.json());

describe('/product/checkCustomerAuthority', () => {
  it('lets an issuer sell only the products granted to them', async () => {
    expect((await check('aszxty', '800077')).content).toEqual({ productCode: 'aszxty', userId: '800077', authorized: true });
    expect(await check('guofu', '800077')).toMatchObject({ returnCode: '1080', content: { authorized: false } });
  });

  it('grants the demo issuer every product on sale', async () => {
    expect((await check('MedilinkGroupZHX', DEMO_AGENT.id)).content.authorized).toBe(true);
  });
});
