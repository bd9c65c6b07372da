// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/translate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import zhProduct from '../../../domain/locales/zh-CN/product.json';
import { ExpandableContent, needsExpandControl } from './ExpandableContent';

afterEach(cleanup);

beforeAll(async () => {
  i18n.start('zh-CN', { product: zhProduct });
});

describe('tab content', () => {
  it('gets an expand control over 300 characters or with an image', () => {
    expect(needsExpandControl(`<p>${'保'.repeat(300)}</p>`)).toBe(false);
    expect(needsExpandControl(`<p>${'保'.repeat(301)}</p>`)).toBe(true);
    expect(needsExpandControl('<p>短</p><img src="/x.png">')).toBe(true);
  });

  it('starts collapsed at 600 px and expands on request', async () => {
    const { container } = render(<ExpandableContent html={`<p>${'责任'.repeat(200)}</p>`} />);
    const content = container.querySelector('.expandable__content') as HTMLElement;
    expect(content.style.maxHeight).toBe('600px');
    await userEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(content.style.maxHeight).toBe('');
    expect(screen.getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows short content whole, without a control', () => {
    render(<ExpandableContent html="<p>保障说明</p>" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
