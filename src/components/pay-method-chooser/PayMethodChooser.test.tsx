// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type Texts } from '../../lib/translate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayMethodType } from '../../../domain/api/payment';
import enCodes from '../../../domain/locales/en-US/codes.json';
import enCommon from '../../../domain/locales/en-US/common.json';
import zhCodes from '../../../domain/locales/zh-CN/codes.json';
import zhCommon from '../../../domain/locales/zh-CN/common.json';
import { PayMethodChooser } from './PayMethodChooser';

// The travel products' methods as the server lists them.
const TRAVEL: PayMethodType[] = [
  { payMethod: '0', dialogMode: 'onlineRedirect', provider: 'wechat' },
  { payMethod: '8', dialogMode: 'onlineRedirect', provider: 'alipay' },
  { payMethod: '9', dialogMode: 'onlineRedirect', provider: 'unionpay' },
  { payMethod: '3', dialogMode: 'qrCode', provider: 'wechat' },
];
const UA = {
  wechat: 'Mozilla/5.0 (Linux; Android 13; V2217A; wv) AppleWebKit/537.36 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560',
  phone: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

const TEXTS: Record<string, Record<string, Texts>> = { 'zh-CN': { codes: zhCodes, common: zhCommon }, 'en-US': { codes: enCodes, common: enCommon } };
beforeAll(() => {
  i18n.start('zh-CN', TEXTS['zh-CN'], async (language, namespace) => TEXTS[language][namespace]);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('zh-CN');
});

function chooserIn(where: keyof typeof UA, onChange = vi.fn()) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA[where]);
  render(<PayMethodChooser methods={TRAVEL} value="" onChange={onChange} label="选择支付方式" />);
  const radios = screen.getAllByRole('radio');
  return { onChange, radios, names: radios.map((radio) => radio.closest('label')?.textContent) };
}

describe('the pay-method chooser', () => {
  it('inside WeChat lists WeChat Pay first and Alipay last, to be opened in the browser', () => {
    const { names, radios } = chooserIn('wechat');
    expect(screen.getByRole('radiogroup', { name: '选择支付方式' })).toBeTruthy();
    expect(names).toEqual(['微信支付', '银联', '支付宝请在浏览器中打开支付']);
    // Each with its provider's own mark, never a code.
    expect(radios.map((radio) => radio.closest('label')?.querySelector('svg.pay-mark')?.getAttribute('class'))).toEqual([
      'pay-mark pay-mark--wechat',
      'pay-mark pay-mark--unionpay',
      'pay-mark pay-mark--alipay',
    ]);
    expect(screen.queryByText(/（\d+）|\(\d+\)/)).toBeNull();
  });

  it('in a phone browser offers each provider’s page, in the product’s order', () => {
    expect(chooserIn('phone').names).toEqual(['微信支付', '支付宝', '银联']);
  });

  it('on a desktop pays WeChat Pay by its QR code', async () => {
    const { onChange } = chooserIn('desktop');
    await userEvent.click(screen.getByRole('radio', { name: '微信支付' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ payMethod: '3', provider: 'wechat', blocked: false }));
  });

  it('names the providers in English too', async () => {
    await i18n.changeLanguage('en-US');
    expect(chooserIn('wechat').names).toEqual(['WeChat Pay', 'UnionPay', 'AlipayOpens in your browser']);
  });
});
