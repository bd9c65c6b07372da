import { describe, expect, it } from 'vitest';
import { describeProblems, messageOf, ruleText } from './messages';

describe('describeProblems', () => {
  it('says a problem in the words the form shows, with its parameters filled in', () => {
    expect(describeProblems([{ code: 'PLAN_UNKNOWN', params: { planCode: 'X9' } }])).toEqual({ zh: '保障方案不存在：X9', en: 'No such plan: X9' });
  });

  it('names the insured a problem belongs to, counting from 1', () => {
    expect(describeProblems([{ code: 'ID_TYPE_REQUIRED', insuredIndex: 1 }])).toEqual({ zh: '第2位被保险人：请选择证件类型', en: 'Insured person 2: Please select the ID type' });
  });

  it('reads the storefront rules, the catalogue rules and the validation texts alike', () => {
    const message = describeProblems([
      { code: 'APPLICANT_NOT_ADULT', params: { age: 18 } },
      { code: 'PRODUCT_STOPPED' },
      { code: 'ID_NUMBER_REQUIRED', insuredIndex: 0 },
    ]);
    expect(message.zh).toBe('投保人须年满18周岁；未成年人请由成年人选择“为他人投保”；该产品已停售；第1位被保险人：请输入证件号码');
  });

  it('shows the first three problems, then how many there are', () => {
    const problems = ['ID_TYPE_REQUIRED', 'ID_NUMBER_REQUIRED', 'ID_NUMBER_FORMAT', 'PRODUCT_STOPPED'].map((code) => ({ code }));
    const message = describeProblems(problems);
    expect(message.zh).toBe('请选择证件类型；请输入证件号码；证件号码格式不正确，请检查等4处问题');
    expect(message.zh).not.toContain('该产品已停售');
    expect(message.en).toBe("Please select the ID type; Please enter the ID number; The ID number's format is not correct; please check it (4 problems in all)");
  });

  it('falls back to the code for a code without words', () => {
    expect(messageOf('NO_SUCH_CODE')).toBe('NO_SUCH_CODE');
  });

  it('says a rule in English from the English texts', () => {
    expect(messageOf('PRODUCT_STOPPED', undefined, 'en')).toBe('This product is no longer sold');
    expect(ruleText('PLAN_UNKNOWN', { planCode: 'X9' })).toEqual({ zh: '保障方案不存在：X9', en: 'No such plan: X9' });
  });
});
