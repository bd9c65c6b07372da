// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import enCommon from '../../../domain/locales/en-US/common.json';
import enResults from '../../../domain/locales/en-US/results.json';
import zhCommon from '../../../domain/locales/zh-CN/common.json';
import zhResults from '../../../domain/locales/zh-CN/results.json';
import { i18n } from '../../lib/translate';
import { ResultFailPage } from './ResultPages';

afterEach(cleanup);

function failPageAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ResultFailPage />
    </MemoryRouter>,
  );
}

describe('the payment failure page', () => {
  it('says the server’s reason when it has one, and the spec’s default otherwise', () => {
    i18n.start('zh-CN', { common: zhCommon, results: zhResults });
    failPageAt(`/result-fail?policyId=P1&errorTip=${encodeURIComponent('支付失败：支付未完成')}`);
    expect(screen.getByText('支付失败：支付未完成')).toBeTruthy();
    expect(screen.getByText('P1').parentElement?.textContent).toBe('订单号：P1');
    cleanup();
    failPageAt('/result-fail?policyId=P1');
    expect(screen.getByText('服务端异常！')).toBeTruthy();
  });

  it('offers a new attempt, except for an order that can never be paid', () => {
    i18n.start('zh-CN', { common: zhCommon, results: zhResults });
    failPageAt('/result-fail?policyId=P1');
    expect(screen.getByRole('button', { name: '返回重新支付' })).toBeTruthy();
    expect(screen.getByText('订单在支付时限内可重新支付；如已扣款，款项将原路退回。')).toBeTruthy();
    cleanup();
    failPageAt(`/result-fail?policyId=P1&final=1&errorTip=${encodeURIComponent('被保险人已有同类保障的保单')}`);
    expect(screen.queryByRole('button', { name: '返回重新支付' })).toBeNull();
    expect(screen.queryByText(/可重新支付/)).toBeNull();
    expect(screen.getByText('该订单不能再支付；如已扣款，款项将原路退回。')).toBeTruthy();
  });

  it('says the default in English on an English page', () => {
    i18n.start('en-US', { common: enCommon, results: enResults });
    failPageAt('/result-fail?policyId=P1');
    expect(screen.getByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('Something went wrong on the server.')).toBeTruthy();
    expect(screen.getByText('P1').parentElement?.textContent).toBe('Order no.: P1');
  });
});
