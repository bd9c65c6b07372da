// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it } from 'vitest';
import { Translator, TranslatorProvider } from '../lib/translate';
import { Providers } from './App';

afterEach(() => {
  Dialog.clear();
  cleanup();
});

function drawIn(language: 'zh-CN' | 'en-US') {
  render(
    <TranslatorProvider translator={new Translator().start(language, { common: {} })}>
      <Providers queryClient={new QueryClient()}>
        <p>page</p>
      </Providers>
    </TranslatorProvider>,
  );
}

describe("antd-mobile's dialogs opened from code", () => {
  it("name their buttons in the page's language, though they open outside the page", async () => {
    drawIn('en-US');
    act(() => void Dialog.confirm({ content: 'Delete this quotation?' }));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    act(() => Dialog.clear());
    act(() => void Dialog.alert({ content: 'Request error 503' }));
    expect(await screen.findByRole('button', { name: 'OK' })).toBeTruthy();
    act(() => Dialog.clear());
    cleanup();

    drawIn('zh-CN');
    act(() => void Dialog.alert({ content: '请求错误' }));
    expect(await screen.findByRole('button', { name: '我知道了' })).toBeTruthy();
  });
});
