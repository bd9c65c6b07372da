import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fictionalIdNumber } from '../../../domain/validators';
import { agentToken, placeOrder } from '../../../tests/helpers/book';
import { groupOrderRequest } from '../../../tests/fixtures/book';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { FICTIONAL_REGISTRY } from '../../adapters/identity';
import { linkChecksToOrder } from './checks';

const known = FICTIONAL_REGISTRY[1]!;

describe('identity verification', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await agentToken(t);
  });
  afterAll(() => t.close());

  const check = (payload: object, url = '/api/idCard/Verity', authorization = token) => t.app.inject({ method: 'POST', url, payload, headers: { authorization } });
  const checks = () => t.app.sales.db.selectFrom('identity_check').selectAll().orderBy('checked_at').execute();

  it('answers each of the three modes from the registry and records every check, failures too', async () => {
    const answers = [
      await check({ verifyType: '1', name: known.name, idNumber: known.idNumber }),
      await check({ verifyType: '1', name: '张冒名', idNumber: known.idNumber }),
      await check({ verifyType: '2', name: known.name, idNumber: known.idNumber, phone: known.phone }),
      await check({ verifyType: '2', name: known.name, idNumber: known.idNumber, phone: '13912345678' }),
      await check({ verifyType: '1', name: '无此人', idNumber: fictionalIdNumber('110101', '1970-01-01', 5) }, '/api_ssi/wechatlink/idCardVerity'),
    ].map((res) => res.json().content);
    expect(answers.map((answer) => [answer.result, answer.passed, answer.message])).toEqual([
      ['match', true, '身份核验通过'],
      ['mismatch', false, '姓名与证件号码不一致'],
      ['match', true, '身份核验通过'],
      ['mismatch', false, '手机号与身份信息不一致'],
      ['not-found', false, '未查询到该身份信息'],
    ]);
    const recorded = await checks();
    expect(recorded.map((row) => [row.verify_type, row.channel, row.result, row.reason, row.actor, row.provider])).toEqual([
      ['1', 'portal', 'match', 'match', 'agent:800001', 'local-fictional-registry'],
      ['1', 'portal', 'mismatch', 'name-mismatch', 'agent:800001', 'local-fictional-registry'],
      ['2', 'portal', 'match', 'match', 'agent:800001', 'local-fictional-registry'],
      ['2', 'portal', 'mismatch', 'phone-mismatch', 'agent:800001', 'local-fictional-registry'],
      ['1', 'wechatlink', 'not-found', 'not-found', 'agent:800001', 'local-fictional-registry'],
    ]);
    // The ID and phone numbers are stored encrypted, found by their blind index.
    expect(JSON.stringify(recorded)).not.toContain(known.idNumber);
    expect(JSON.stringify(recorded)).not.toContain(known.phone);
    expect(t.app.sales.sensitive.decrypt(recorded[0]!.id_number_enc)).toBe(known.idNumber);
  });

  it('compares a face photo uploaded first, and says when the photo cannot be read', async () => {
    const face = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#c8a088' } }).jpeg().toBuffer();
    const tiny = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c8a088' } }).png().toBuffer();
    const photoPath = await t.app.sales.files.save(face, 'jpg');
    const tinyPath = await t.app.sales.files.save(tiny, 'png');
    expect((await check({ verifyType: '3', name: known.name, idNumber: known.idNumber, photoPath })).json().content).toMatchObject({ result: 'match', passed: true });
    expect((await check({ verifyType: '3', name: known.name, idNumber: known.idNumber, photoPath: tinyPath })).json().content).toMatchObject({ result: 'unreadable', message: '人脸照片无法识别，请重新拍摄' });
    const last = (await checks()).at(-1)!;
    expect([last.verify_type, last.photo_path]).toEqual(['3', tinyPath]);
  });

  it('refuses bad input in the envelope and anonymous callers', async () => {
    expect((await check({ verifyType: '2', name: known.name, idNumber: known.idNumber })).json()).toMatchObject({ returnCode: '400' });
    expect((await check({ verifyType: '3', name: known.name, idNumber: known.idNumber })).json().returnCode).not.toBe('00');
    expect((await check({ verifyType: '1', name: known.name, idNumber: '110101199001011234' })).json().returnCode).not.toBe('00');
    expect((await check({ verifyType: '1', name: known.name, idNumber: known.idNumber }, '/api/idCard/Verity', 'null')).statusCode).toBe(401);
  });

  it('stores the passed checks with the order saved for those people', async () => {
    const request = groupOrderRequest(7, 3);
    const [first, second] = request.salInsuredList;
    // Names are encrypted (decision 029): a person's checks are found by the blind index of the ID number.
    const byPerson = (person: { idNumber: string }) => t.app.sales.sensitive.blindIndex(person.idNumber);
    for (const person of [first!, second!]) await t.app.sales.db.deleteFrom('identity_check').where('id_number_bidx', '=', byPerson(person)).execute();
    await check({ verifyType: '1', name: first!.name, idNumber: first!.idNumber });
    const orderId = await placeOrder(t, token, request);
    const order = await t.app.sales.db.selectFrom('sales_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    // Not in the fictional registry: the check is recorded, not passed, so nobody is verified yet.
    expect((await linkChecksToOrder(t.app.sales, order)).map((person) => person.verified)).toEqual([false, false, false]);
    await t.app.sales.db.updateTable('identity_check').set({ result: 'match' }).where('id_number_bidx', '=', byPerson(first!)).execute();
    expect((await linkChecksToOrder(t.app.sales, order)).map((person) => person.verified)).toEqual([true, false, false]);
    const stored = await t.app.sales.db.selectFrom('identity_check').select('order_id').where('id_number_bidx', '=', byPerson(first!)).execute();
    expect(stored.map((row) => row.order_id)).toEqual([orderId]);
  });
});
