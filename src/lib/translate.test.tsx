// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import enGroup from '../../domain/locales/en-US/group.json';
import zhGroup from '../../domain/locales/zh-CN/group.json';
import { Translator, TranslatorProvider, useTranslation } from './translate';

afterEach(cleanup);

describe('the translator', () => {
  it('says counted words in the plural form the language has, with their values', () => {
    const english = new Translator().start('en-US', { group: enGroup });
    const chinese = new Translator().start('zh-CN', { group: zhGroup });
    const people = (translator: Translator, count: number) => translator.fixedT(['group'])('premium.people', { count });
    expect([people(english, 1), people(english, 3), people(chinese, 3)]).toEqual(['1 person', '3 people', '3人']);
  });

  it('looks a key up in the namespaces given or the one it names, then in the fallback keys, then the default', () => {
    const reader = new Translator().start('zh-CN', { a: { hello: '你好，{{name}}' }, b: { bye: '再见' } });
    const t = reader.fixedT(['a', 'b']);
    expect(t('bye')).toBe('再见');
    expect(t('b:bye')).toBe('再见');
    expect(t(['b:missing', 'hello'], { name: '李雷' })).toBe('你好，李雷');
    expect(t('missing', { defaultValue: '默认' })).toBe('默认');
    expect(t('b:missing')).toBe('missing');
    expect([reader.exists('a:hello'), reader.exists('hello', { ns: 'b' })]).toEqual([true, false]);
  });

  it('downloads a namespace once however many screens ask, and switches language only once its texts are here', async () => {
    const asked: string[] = [];
    const reader = new Translator().start('zh-CN', {}, async (language, namespace) => {
      asked.push(`${language}/${namespace}`);
      return { title: language === 'en-US' ? 'Title' : '标题' };
    });
    expect(reader.hasLoaded(['page'])).toBe(false);
    await Promise.all([reader.loadNamespaces('page'), reader.loadNamespaces(['page'])]);
    expect(reader.t('page:title')).toBe('标题');
    await reader.changeLanguage('en-US');
    expect(reader.t('page:title')).toBe('Title');
    expect(asked).toEqual(['zh-CN/page', 'en-US/page']);
  });

  it('gives a screen the side of a bilingual text for its language, and the other side once the language changes', async () => {
    const reader = new Translator().start('zh-CN', { common: {} }, async () => ({}));
    const product = { zh: '境外旅行保险', en: 'Overseas Travel Insurance' };
    function ProductName() {
      const { lang } = useTranslation();
      return <h1>{product[lang]}</h1>;
    }
    render(
      <TranslatorProvider translator={reader}>
        <ProductName />
      </TranslatorProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('境外旅行保险');
    await act(() => reader.changeLanguage('en-US'));
    expect(screen.getByRole('heading').textContent).toBe('Overseas Travel Insurance');
  });
});
