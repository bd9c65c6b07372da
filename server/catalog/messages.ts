import { readFileSync } from 'node:fs';
import type { QuoteProblem } from '../../domain/rules';

// The client's Chinese texts, read as data so the server's messages are the very words the UI shows.
function readLocale(namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../domain/locales/zh-CN/${namespace}.json`, import.meta.url), 'utf8'));
}

const ruleMessages = readLocale('catalog').rules as Record<string, string>;
const storefrontMessages = readLocale('storefront').rules as Record<string, string>;
const validationMessages = readLocale('validation') as Record<string, string>;
const endorsementMessages = readLocale('endorsement').rules as Record<string, string>;
const quotationMessages = readLocale('quotation').rules as Record<string, string>;

function fill(template: string, params: QuoteProblem['params'] = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function messageOf(code: string, params?: QuoteProblem['params']): string {
  const template = ruleMessages[code] ?? storefrontMessages[code] ?? validationMessages[code] ?? endorsementMessages[code] ?? quotationMessages[code];
  return template ? fill(template, params) : code;
}

const codeLabels = readLocale('codes') as Record<string, Record<string, string>>;

/** A code table's Chinese labels by code (e.g. personIdType: 1 → 居民身份证), as the forms show them. */
export function labelsOf(table: string): Readonly<Record<string, string>> {
  return codeLabels[table] ?? {};
}

const SHOWN = 3;

/** A refused rule: a quote's, a save's or a travel application's. */
interface Problem {
  readonly code: string;
  readonly params?: QuoteProblem['params'];
  readonly insuredIndex?: number;
}

/**
 * "第2位被保险人：本方案不承保5类职业；起保日期不得早于…" — the first few problems in the words the form shows, then a
 * count: the one message of every refused quote, save and travel application.
 */
export function describeProblems(problems: readonly Problem[]): string {
  const texts = problems.slice(0, SHOWN).map((problem) => {
    const text = messageOf(problem.code, problem.params);
    return problem.insuredIndex === undefined ? text : `第${problem.insuredIndex + 1}位被保险人：${text}`;
  });
  const more = problems.length > SHOWN ? `等${problems.length}处问题` : '';
  return `${texts.join('；')}${more}`;
}
