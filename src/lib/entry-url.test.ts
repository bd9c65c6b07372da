import { describe, expect, it } from 'vitest';
import { urlToSign } from './entry-url';

const IOS_WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44 NetType/WIFI';
const ANDROID_WECHAT = 'Mozilla/5.0 (Linux; Android 13; V2217A; wv) AppleWebKit/537.36 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
const ENTRY = 'https://portal.example.cn/astp/home?u=800001&sign=abc';
const NOW = 'https://portal.example.cn/astp/hoschengen?u=800001&sign=abc#plans';

describe('the page address a JS-SDK signature is made for', () => {
  it('on iOS, the address the page was opened at', () => {
    expect(urlToSign(IOS_WECHAT, ENTRY, NOW)).toBe(ENTRY);
  });

  it('on Android, the current address, without its fragment', () => {
    expect(urlToSign(ANDROID_WECHAT, ENTRY, NOW)).toBe('https://portal.example.cn/astp/hoschengen?u=800001&sign=abc');
  });

  it('on iOS before the entry is known, the current address', () => {
    expect(urlToSign(IOS_WECHAT, undefined, NOW)).toBe('https://portal.example.cn/astp/hoschengen?u=800001&sign=abc');
  });
});
