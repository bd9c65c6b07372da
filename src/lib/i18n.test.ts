// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceLanguage } from './i18n';

function browserSpeaks(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('deviceLanguage: the language a page drawn by the browser starts in', () => {
  it('follows a browser that asks for English first, as the prerendered pages do', () => {
    browserSpeaks(['en-GB', 'zh-CN']);
    expect(deviceLanguage()).toBe('en-US');
  });

  it('stays Chinese for a Chinese browser, and for one that lists English only second', () => {
    browserSpeaks(['zh-CN']);
    expect(deviceLanguage()).toBe('zh-CN');
    browserSpeaks(['zh-TW', 'en-US']);
    expect(deviceLanguage()).toBe('zh-CN');
  });

  it('is Chinese when the browser names no language', () => {
    browserSpeaks([]);
    expect(deviceLanguage()).toBe('zh-CN');
  });

  it('lets the language chosen on this device win over the browser', () => {
    browserSpeaks(['en-US']);
    localStorage.setItem('lang', 'zh-CN');
    expect(deviceLanguage()).toBe('zh-CN');
    browserSpeaks(['zh-CN']);
    localStorage.setItem('lang', 'en-US');
    expect(deviceLanguage()).toBe('en-US');
  });
});
