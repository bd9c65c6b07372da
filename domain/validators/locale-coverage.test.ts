import { describe, expect, it } from 'vitest';
import { codeTables } from '../code-tables';
import { validationCodes } from './codes';

const LANGUAGES = ['zh-CN', 'en-US'] as const;

// A computed path keeps the JSON outside the domain project's file list (tsconfig.domain.json).
async function loadLocale(language: string, namespace: string): Promise<Record<string, unknown>> {
  const path = `../locales/${language}/${namespace}.json`;
  return (await import(/* @vite-ignore */ path)).default;
}

function lookUp(resources: Record<string, unknown>, dottedKey: string): unknown {
  return dottedKey.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
}

describe.each(LANGUAGES)('%s locale', (language) => {
  it('has a message for every validation code, and no other keys than the other language', async () => {
    const messages = await loadLocale(language, 'validation');
    for (const code of validationCodes) {
      expect(messages[code], code).toEqual(expect.stringMatching(/\S/));
    }
    const other = await loadLocale(LANGUAGES.find((lng) => lng !== language)!, 'validation');
    expect(Object.keys(messages).sort()).toEqual(Object.keys(other).sort());
  });

  it('has a label for every code-table entry', async () => {
    const labels = await loadLocale(language, 'codes');
    for (const entries of Object.values(codeTables)) {
      for (const { labelKey } of entries) {
        const [namespace, key] = labelKey.split(':');
        expect(namespace).toBe('codes');
        expect(lookUp(labels, key), labelKey).toEqual(expect.stringMatching(/\S/));
      }
    }
  });

  it('uses {{min}}/{{max}}-style parameters consistently across languages', async () => {
    const messages = await loadLocale(language, 'validation');
    const zh = await loadLocale('zh-CN', 'validation');
    const parameters = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const code of Object.keys(messages)) {
      expect(parameters(messages[code]), code).toEqual(parameters(zh[code]));
    }
  });
});

describe('spec wording', () => {
  it('keeps the exact Chinese messages the spec gives', async () => {
    const zh = await loadLocale('zh-CN', 'validation');
    expect(zh).toMatchObject({
      INSURED_ID_NUMBER_INVALID: '被保人证件号码不合法!',
      MOBILE_FORMAT: '手机号格式不正确，请检查',
      MOBILE_REQUIRED: '请输入手机号',
      BENEFICIARY_SHARE_TOTAL: '受益人受益比例总和不为100，请重新调整!',
      BENEFICIARY_SHARE_OVER: '受益人总比例已超过100%，请重新输入',
      BENEFICIARY_NONE: '请输入受益人信息!',
      BENEFICIARY_ID_CARD_INVALID: '不合法的身份证号码，请重新输入!',
      PASTE_UNRECOGNISED: '粘贴文本【{{text}}】中存在不可识别的文字，请检查或手动输入',
      INSURED_INCOMPLETE: '有未填写完成的被保险人信息，请检查！',
      IMAGE_TYPE: '只能上传类型为jpg或png的图片',
      UPLOAD_TOO_LARGE: '上传文件必须小于10M',
      OCCUPATION_NOT_FOUND: '未找到该职业',
      SMS_CODE_REQUIRED: '请输入验证码',
    });
  });
});
