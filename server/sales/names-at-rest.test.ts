import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fictionalIdNumber, todayInBeijing } from '../../domain/validators';
import { groupOrderRequest } from '../../tests/fixtures/book';
import { travelOrderRequest } from '../../tests/fixtures/orders';
import { agentToken, payAndIssue, placeOrder } from '../../tests/helpers/book';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { DEMO_HOLDER } from '../demo/demo-policy';
import { encryptStoredNames } from './names-at-rest';

/** Every row of every table of the test's schema, as text (stored files too). */
async function dumpDatabase(t: TestApp): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(t.database.db);
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(t.database.db);
    parts.push(JSON.stringify(rows, (_key, value) => (value?.type === 'Buffer' ? Buffer.from(value.data).toString('utf8') : value)));
  }
  return parts.join('\n');
}

const joining = { name: '钱多多', idType: '1', idNumber: fictionalIdNumber('110105', '1993-04-17', 611), birthDate: '1993-04-17', occupationCode: '0101001', occupationName: '内勤人员', occulevel: '1' };

describe('names and birth dates at rest', () => {
  let t: TestApp;
  let agent: string;
  let groupPolicyNo: string;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: agent } });
  const group = groupOrderRequest(77, 3);
  const travel = travelOrderRequest(77);

  beforeAll(async () => {
    t = await createTestApp();
    agent = await agentToken(t);
    // The demo journeys: the seeded demo policy, a travel order and a group policy with an endorsement priced.
    await payAndIssue(t, agent, await placeOrder(t, agent, travel));
    groupPolicyNo = await payAndIssue(t, agent, await placeOrder(t, agent, group));
    const priced = await post('/authorization/batch/calculPremium', { policyId: groupPolicyNo, kind: 'add', effectiveDate: addDays(todayInBeijing(), 10), lines: [{ joining }] });
    expect(priced.json().returnCode).toBe('00');
    // Issuing renders the e-policies: slow on a loaded machine.
  }, 120_000);
  afterAll(() => t.close());

  it('leaves no fictional name or birth date in plain text anywhere in the database', async () => {
    const dump = await dumpDatabase(t);
    const names = [DEMO_HOLDER.name, 'WANG SIYUAN', travel.salPolicyHolder.holderName, '测试子女', joining.name, ...group.salInsuredList.map((insured) => insured.name)];
    const birthDates = ['1988-06-15', '2015-09-01', '1985-03-12', joining.birthDate, ...group.salInsuredList.map((insured) => insured.birthDate ?? '')];
    for (const plain of [...names, ...birthDates]) expect(dump, plain).not.toContain(plain);
  });

  it('still finds a policy by the exact name of its holder or of an insured, and shows the names to its agent', async () => {
    const search = async (by: object) => (await post('/policy/queryPolicyList', { pageSize: 10, ...by })).json().content.list.map((row: { policyNo: string }) => row.policyNo);
    expect(await search({ holderName: group.salPolicyHolder.holderName })).toEqual([groupPolicyNo]);
    expect(await search({ insuredName: group.salInsuredList[1].name })).toEqual([groupPolicyNo]);
    const insureds = (await post('/policy/getPolicyInfo', { policyId: groupPolicyNo, pageSize: 10 })).json().content;
    expect(JSON.stringify(insureds)).toContain(group.salInsuredList[0].name);
    expect(JSON.stringify(insureds)).toContain(group.salInsuredList[0].birthDate);
  });

  it('encrypts the names of rows written before, once', async () => {
    const ciphertext = t.app.sales.sensitive.encrypt(fictionalIdNumber('110105', '1979-11-02', 613));
    await t.database.db
      .insertInto('bank_transfer')
      .values({ evidence_no: 'LEGACY-0001', payer_name: '旧数据付款人', amount_fen: 100 })
      .execute();
    await sql`INSERT INTO order_beneficiary (order_id, insured_seq, seq, name, id_type, id_number_enc, relationship, percentage)
      SELECT order_id, seq, 9, '旧数据受益人', '1', ${ciphertext}, '1', 100 FROM order_insured LIMIT 1`.execute(t.database.db);
    expect(await encryptStoredNames(t.app.sales.db)).toBe(2);
    expect(await encryptStoredNames(t.app.sales.db)).toBe(0);
    const dump = await dumpDatabase(t);
    expect(dump).not.toContain('旧数据付款人');
    expect(dump).not.toContain('旧数据受益人');
    const transfer = await t.app.sales.db.selectFrom('bank_transfer').select('payer_name').where('evidence_no', '=', 'LEGACY-0001').executeTakeFirstOrThrow();
    expect(transfer.payer_name).toBe('旧数据付款人');
  });
});
