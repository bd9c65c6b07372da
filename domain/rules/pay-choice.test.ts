import { describe, expect, it } from 'vitest';
import { type OfferedPayMethod, payChoicesFor, payPlaceOf } from './pay-choice';

// The travel products' methods as the catalogue maps them, and a group product's.
const TRAVEL: OfferedPayMethod[] = [
  { payMethod: '0', dialogMode: 'onlineRedirect', provider: 'wechat' },
  { payMethod: '8', dialogMode: 'onlineRedirect', provider: 'alipay' },
  { payMethod: '9', dialogMode: 'onlineRedirect', provider: 'unionpay' },
  { payMethod: '3', dialogMode: 'qrCode', provider: 'wechat' },
];
const GROUP: OfferedPayMethod[] = [
  { payMethod: '88', dialogMode: 'transferEvidence', provider: 'transfer' },
  { payMethod: '89', dialogMode: 'transferEvidence', provider: 'transfer' },
  { payMethod: '28', dialogMode: 'qrCode', provider: 'alipay' },
  { payMethod: '3', dialogMode: 'qrCode', provider: 'wechat' },
  { payMethod: '0', dialogMode: 'onlineRedirect', provider: 'wechat' },
  { payMethod: '66', dialogMode: 'balance', provider: 'balance' },
];
const shown = (choices: ReturnType<typeof payChoicesFor>) => choices.map((c) => `${c.provider}:${c.payMethod}${c.blocked ? ' → /wx-guide' : ''}`);

const UA = {
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN',
  phone: 'Mozilla/5.0 (Linux; Android 13; V2217A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

describe('where the payer is', () => {
  it('tells WeChat, a phone browser and a desktop apart by the user agent', () => {
    expect(payPlaceOf(UA.wechat)).toBe('wechat');
    expect(payPlaceOf(UA.phone)).toBe('phone');
    expect(payPlaceOf(UA.desktop)).toBe('desktop');
    expect(payPlaceOf(undefined)).toBe('desktop');
  });
});

describe('the pay methods offered', () => {
  it('inside WeChat: WeChat Pay first and paid inside, Alipay last and sent to /wx-guide', () => {
    expect(shown(payChoicesFor(TRAVEL, 'wechat'))).toEqual(['wechat:0', 'unionpay:9', 'alipay:8 → /wx-guide']);
  });

  it('in a phone browser: the providers’ pages (H5), one per provider, in the catalogue’s order', () => {
    expect(shown(payChoicesFor(TRAVEL, 'phone'))).toEqual(['wechat:0', 'alipay:8', 'unionpay:9']);
  });

  it('on a desktop: the QR codes where the product has them, its pages otherwise', () => {
    expect(shown(payChoicesFor(TRAVEL, 'desktop'))).toEqual(['wechat:3', 'alipay:8', 'unionpay:9']);
  });

  it('keeps ways of paying without a provider’s page everywhere, once each', () => {
    expect(shown(payChoicesFor(GROUP, 'wechat'))).toEqual(['wechat:0', 'transfer:88', 'balance:66', 'alipay:28 → /wx-guide']);
    expect(shown(payChoicesFor(GROUP, 'phone'))).toEqual(['transfer:88', 'alipay:28', 'wechat:0', 'balance:66']);
    expect(shown(payChoicesFor(GROUP, 'desktop'))).toEqual(['transfer:88', 'alipay:28', 'wechat:3', 'balance:66']);
  });
});
