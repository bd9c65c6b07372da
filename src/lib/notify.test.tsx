// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it } from 'vitest';
import { showAlert } from './notify';

afterEach(() => {
  Dialog.clear();
  cleanup();
});

describe('alerts', () => {
  it('say a failure once while its alert is open, and again once it is closed', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) showAlert('请求错误 503: /api/x', '服务不可用', '我知道了');
    await screen.findByRole('button', { name: '我知道了' });
    // The other two tries of the same read would have stacked two more alerts.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('button', { name: '我知道了' })).toHaveLength(1);

    showAlert('请求错误 500: /api/y', '服务器发生错误', '我知道了');
    await waitFor(() => expect(screen.getAllByRole('button', { name: '我知道了' })).toHaveLength(2));

    act(() => screen.getAllByRole('button', { name: '我知道了' })[0]!.click());
    await waitFor(() => expect(screen.getAllByRole('button', { name: '我知道了' })).toHaveLength(1));
    showAlert('请求错误 503: /api/x', '服务不可用', '我知道了');
    await waitFor(() => expect(screen.getAllByRole('button', { name: '我知道了' })).toHaveLength(2));
  });
});
