import { Translator } from './translate';
import { describe, expect, it } from 'vitest';
import enCodes from '../../domain/locales/en-US/codes.json';
import { PAY_CODES } from '../../domain/api/payment';
import { ApiError } from './http';
import { refusalMessage } from './refusal-message';

describe('a refusal message', () => {
  const reader = new Translator().start('en-US', { codes: enCodes });

  it('says a known payment code in the reader language, each code its own words', () => {
    const missing = refusalMessage(reader.t, new ApiError('business', '订单不存在', PAY_CODES.orderMissing), 'failed');
    const short = refusalMessage(reader.t, new ApiError('business', '账户余额不足', PAY_CODES.balanceShort), 'failed');
    expect(missing).toBe('The order does not exist');
    expect(short).toBe('The account balance is not enough');
  });

  it("keeps the server's words for a code the table does not know, and the fallback for no words", () => {
    expect(refusalMessage(reader.t, new ApiError('business', '支付失败：卡已过期', '1050'), 'failed')).toBe('支付失败：卡已过期');
    expect(refusalMessage(reader.t, new Error('boom'), 'failed')).toBe('failed');
  });
});
