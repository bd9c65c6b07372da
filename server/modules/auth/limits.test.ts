import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_CIPHER_PREFIX } from '../../../domain/api/auth';
import { sm4EncryptText } from '../../../domain/crypto';
import { CHALLENGE_REQUIRED, PROOF_OF_WORK_HEADER } from '../../../domain/crypto/proof-of-work';
import { solveChallenge } from '../../../tests/helpers/proof-of-work';
import { clearSharedCounters } from '../../../tests/helpers/redis-counters';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_HOLDER } from '../../demo/demo-policy';
import { DEMO_AGENT } from '../../demo/seed';
import { databaseCounters, purgeEndedCounters } from '../../sales/counters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// Each test counts from zero, also when the counts live in a Redis shared by every test app.
beforeEach(clearSharedCounters);
afterAll(() => t.close());

/** Each request from its own address, as an attacker with many addresses sends them. */
const fromAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const post = (url: string, payload: object, address: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/b2bCustomerWebuser/${url}`, payload, remoteAddress: address, headers });
const signIn = (password: string, address: string, headers: Record<string, string> = {}) =>
  post('verificationUserLogin', { loginName: DEMO_AGENT.loginName, userId: DEMO_AGENT.id, passWord: sm4EncryptText(password, LOGIN_CIPHER_PREFIX) }, address, headers);

/** The code the outbox SMS to a phone carries (the answer never does); bodies are encrypted at rest. */
const sentCode = async (phone: string): Promise<string> => {
  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  const sms = await t.database.db.selectFrom('outbox_message').select('body').where('recipient_masked', '=', masked).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return t.app.sales.sensitive.decrypt(sms.body).match(/\d{6}/)![0];
};

describe('policyholder sign-in by name and ID number', () => {
  it('asks for a proof of work after three wrong names for one ID number from any addresses, then signs the right name in with it', async () => {
    const attempt = (holderName: string, n: number, headers: Record<string, string> = {}) =>
      post('verificationHolderMsgsLogin', { userId: DEMO_AGENT.id, holderName, holderIdNumber: DEMO_HOLDER.idNumber }, fromAddress(4000 + n), headers);
    for (let i = 0; i < 3; i++) expect((await attempt('王思', i)).json().returnCode).toBe('9002');
    const challenged = (await attempt(DEMO_HOLDER.name, 3)).json();
    expect(challenged.returnCode).toBe(CHALLENGE_REQUIRED);
    const signedIn = await attempt(DEMO_HOLDER.name, 4, { [PROOF_OF_WORK_HEADER]: solveChallenge(challenged.content.challenge) });
    expect(signedIn.json().returnCode).toBe('00');
  });
});

describe('SMS codes under parallel attack', () => {
  it('200 parallel guesses from 200 addresses check at most 5, and the right code among them does not sign in', async () => {
    const phone = '13912340001';
    expect((await post('messagesCode', { userId: DEMO_AGENT.id, holderTelephone: phone }, fromAddress(1))).json().returnCode).toBe('00');
    const code = await sentCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('verificationCodeLogin', { userId: DEMO_AGENT.id, holderTelephone: phone, verificationCode: i === 40 || i === 60 ? code : wrong }, fromAddress(i + 100)),
      ),
    );
    const codes = answers.map((answer) => answer.json().returnCode);
    expect(codes.filter((returnCode) => returnCode === '2001').length).toBeLessThanOrEqual(5);
    expect(codes.filter((returnCode) => returnCode === '2005').length).toBeGreaterThanOrEqual(193);
    // Whichever five were checked, the code is burnt once five attempts are used: it cannot sign in afterwards.
    const after = await post('verificationCodeLogin', { userId: DEMO_AGENT.id, holderTelephone: phone, verificationCode: code }, fromAddress(999));
    expect(after.json().returnCode).not.toBe('00');
  });

  it('20 parallel sends for one phone give one code', async () => {
    const phone = '13912340002';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('messagesCode', { userId: DEMO_AGENT.id, holderTelephone: phone }, fromAddress(300 + i))));
    const codes = answers.map((answer) => answer.json().returnCode);
    expect(codes.filter((returnCode) => returnCode === '00')).toHaveLength(1);
    expect(codes.filter((returnCode) => returnCode === '2002')).toHaveLength(19);
  });

  it('stops the whole service at its daily SMS cap, whatever the phones and addresses', async () => {
    const capped = await createTestApp({ config: { SMS_DAILY_CAP: 3 } });
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) {
        const res = await capped.app.inject({
          method: 'POST',
          url: '/api/b2bCustomerWebuser/messagesCode',
          payload: { userId: DEMO_AGENT.id, holderTelephone: `1391234${String(1000 + i)}` },
          remoteAddress: fromAddress(400 + i),
        });
        answers.push(res.json().returnCode);
      }
      expect(answers).toEqual(['00', '00', '00', '2009', '2009']);
    } finally {
      await capped.close();
    }
  });
});

describe('account sign-in from many addresses', () => {
  it('200 wrong passwords from 200 addresses check at most 10, and the right one is refused straight after', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => signIn(`wrong-${i}`, fromAddress(1000 + i))));
    const codes = answers.map((answer) => answer.json().returnCode);
    expect(codes.filter((returnCode) => returnCode === '9001').length).toBeLessThanOrEqual(10);
    expect(codes.every((returnCode) => ['9001', '2007', CHALLENGE_REQUIRED].includes(returnCode))).toBe(true);
    const right = await signIn(DEMO_AGENT.password, fromAddress(2000));
    expect(['2007', CHALLENGE_REQUIRED]).toContain(right.json().returnCode);
  });
});

describe('the challenge after repeated failures', () => {
  it('asks for a proof of work after five wrong passwords, accepts a solved one once, and signs in with it', async () => {
    const app = await createTestApp();
    let sent = 0;
    const attempt = (password: string, headers: Record<string, string> = {}) =>
      app.app.inject({
        remoteAddress: fromAddress(3000 + sent++),
        method: 'POST',
        url: '/api/b2bCustomerWebuser/verificationUserLogin',
        payload: { loginName: DEMO_AGENT.loginName, userId: DEMO_AGENT.id, passWord: sm4EncryptText(password, LOGIN_CIPHER_PREFIX) },
        headers,
      });
    try {
      for (let i = 0; i < 5; i++) expect((await attempt('wrong')).json().returnCode).toBe('9001');
      const challenged = (await attempt(DEMO_AGENT.password)).json();
      expect(challenged).toMatchObject({ returnCode: CHALLENGE_REQUIRED, returnMsg: '操作过于频繁，请完成安全验证后重试' });
      const proof = solveChallenge(challenged.content.challenge);
      expect((await attempt(DEMO_AGENT.password, { [PROOF_OF_WORK_HEADER]: proof })).json().returnCode).toBe('00');
      // Success clears the count; a used proof is not accepted twice.
      for (let i = 0; i < 5; i++) expect((await attempt('wrong')).json().returnCode).toBe('9001');
      expect((await attempt(DEMO_AGENT.password, { [PROOF_OF_WORK_HEADER]: proof })).json().returnCode).toBe(CHALLENGE_REQUIRED);
    } finally {
      await app.close();
    }
  });
});

describe('counter housekeeping', () => {
  it('deletes database counts a day after their window ended, and keeps live ones', async () => {
    const counters = databaseCounters(t.database.db);
    const now = new Date('2034-01-02T00:00:00Z');
    await counters.hit('housekeeping:old', 60_000, new Date('2033-12-30T00:00:00Z'));
    await counters.hit('housekeeping:live', 60_000, now);
    await purgeEndedCounters(t.database.db, now);
    const keys = await t.database.db.selectFrom('attempt_counter').select('key').where('key', 'like', 'housekeeping:%').execute();
    expect(keys.map((row) => row.key)).toEqual(['housekeeping:live']);
  });
});
