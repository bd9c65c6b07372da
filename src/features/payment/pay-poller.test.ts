import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outcomePath, type PayStatusAnswer, type PollOutcome, startPayPoller } from './pay-poller';

const processing: PayStatusAnswer = { returnCode: '1049', returnMsg: '支付结果确认中' };
const paid: PayStatusAnswer = { returnCode: '00', returnMsg: '成功', content: { policyId: 'P1', status: 'paid', policyNo: null, totalPremium: '1.00', productCode: 'x', productName: { zh: '产品', en: 'Product' }, holderName: '投保人', expiresAt: '2030-01-01T00:00:00Z' } };

function poll(answers: (PayStatusAnswer | Error)[], maxTries?: number) {
  const check = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next instanceof Error) throw next;
    return next;
  });
  const outcomes: PollOutcome[] = [];
  const stop = startPayPoller({ check, onOutcome: (outcome) => outcomes.push(outcome), ...(maxTries && { maxTries }) });
  return { check, outcomes, stop };
}

describe('the payment status poll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks every 3 seconds and stops at 00 as paid', async () => {
    const { check, outcomes } = poll([processing, processing, paid]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(check).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(outcomes).toEqual([{ kind: 'paid', content: paid!.content }]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('keeps polling on 1049 for 20 tries, then goes to waiting', async () => {
    const { check, outcomes } = poll([processing]);
    await vi.advanceTimersByTimeAsync(3_000 * 19);
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(check).toHaveBeenCalledTimes(20);
    expect(outcomes).toEqual([{ kind: 'waiting' }]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(20);
  });

  it('honours another loop count', async () => {
    const { check, outcomes } = poll([processing], 5);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(5);
    expect(outcomes).toEqual([{ kind: 'waiting' }]);
  });

  it('stops at any other code with its message, and at no answer without one (the page says the default)', async () => {
    const failed = poll([processing, { returnCode: '1050', returnMsg: '支付失败：支付未完成' }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failed.check).toHaveBeenCalledTimes(2);
    expect(failed.outcomes).toEqual([{ kind: 'failed', errorTip: '支付失败：支付未完成' }]);
    const broken = poll([new Error('network')]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(broken.outcomes).toEqual([{ kind: 'failed' }]);
  });

  it('marks a refusal for people already covered as final: that order can never be paid', async () => {
    const refused = poll([{ returnCode: '1061', returnMsg: '被保险人已有同类保障的保单，已付款项将原路退回' }]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(refused.outcomes).toEqual([{ kind: 'failed', errorTip: '被保险人已有同类保障的保单，已付款项将原路退回', final: true }]);
  });

  it('reports nothing once stopped', async () => {
    const { check, outcomes, stop } = poll([paid]);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).not.toHaveBeenCalled();
    expect(outcomes).toEqual([]);
  });

  it('leads each outcome to its page', () => {
    expect(outcomePath({ kind: 'paid', content: { ...paid!.content!, policyNo: 'EP1' } }, 'P1')).toBe('/result-success?policyId=P1&policyNo=EP1');
    expect(outcomePath({ kind: 'waiting' }, 'P1')).toBe('/result-waiting?policyId=P1');
    expect(outcomePath({ kind: 'failed', errorTip: '支付失败：支付未完成' }, 'P1')).toBe(`/result-fail?policyId=P1&errorTip=${encodeURIComponent('支付失败：支付未完成')}`);
    expect(outcomePath({ kind: 'failed' }, 'P1')).toBe('/result-fail?policyId=P1');
    expect(outcomePath({ kind: 'failed', errorTip: 'x', final: true }, 'P1')).toBe('/result-fail?policyId=P1&errorTip=x&final=1');
  });
});
