import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_REQUIRED } from '../../../domain/crypto/proof-of-work';
import { fictionalIdNumber } from '../../../domain/validators/fictional-ids';
import { clearSharedCounters } from '../../../tests/helpers/redis-counters';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DATABASE_BUSY } from '../../plugins/envelope';

let t: TestApp;
beforeAll(async () => {
  await clearSharedCounters();
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const query = (holderPhone: string, holderIdNumber: string, n: number) =>
  t.app.inject({ method: 'POST', url: '/api/policy/holderQuery', payload: { holderPhone, holderIdNumber }, remoteAddress: `10.9.${n >> 8}.${n & 255}` });

describe('the policy query under attack from many addresses', () => {
  it('200 ID numbers tried for one phone check at most 10', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => query('13800138000', fictionalIdNumber('110101', '1985-03-07', i + 1), i)));
    const codes = answers.map((answer) => answer.json().returnCode);
    expect(codes.filter((code) => code === '1057').length).toBeLessThanOrEqual(10);
    // Every other answer checked nothing: not found, a challenge, or (on a loaded machine) the embedded database busy.
    expect(codes.filter((code) => !['1057', '2007', CHALLENGE_REQUIRED, DATABASE_BUSY].includes(code))).toEqual([]);
  });

  it('200 phones tried for one ID number check at most 10', async () => {
    const idNumber = fictionalIdNumber('110101', '1990-01-01', 500);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => query(`1390000${String(i).padStart(4, '0')}`, idNumber, 300 + i)));
    expect(answers.filter((answer) => answer.json().returnCode === '1057').length).toBeLessThanOrEqual(10);
  });
});
