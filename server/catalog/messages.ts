import { readFileSync } from 'node:fs';
import type { ContentLanguage, LocalText } from '../../domain/catalog/text';
import type { QuoteProblem } from '../../domain/rules';

const LOCALES: Record<ContentLanguage, string> = { zh: 'zh-CN', en: 'en-US' };

// The client's texts, read as data so the server's messages are the very words the UI shows.
function readLocale(namespace: string, language: ContentLanguage = 'zh'): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../domain/locales/${LOCALES[language]}/${namespace}.json`, import.meta.url), 'utf8'));
}

function ruleTemplates(language: ContentLanguage): Record<string, string> {
  const rules = (namespace: string) => readLocale(namespace, language).rules as Record<string, string>;
  return { ...rules('quotation'), ...rules('endorsement'), ...(readLocale('validation', language) as Record<string, string>), ...rules('storefront'), ...rules('catalog') };
}

const templates: Record<ContentLanguage, Record<string, string>> = { zh: ruleTemplates('zh'), en: ruleTemplates('en') };

function fill(template: string, params: QuoteProblem['params'] = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function messageOf(code: string, params?: QuoteProblem['params'], language: ContentLanguage = 'zh'): string {
  const template = templates[language][code];
  return template ? fill(template, params) : code;
}

/** A rule's message in both languages, for an answer said in the request's. */
export function ruleText(code: string, params?: QuoteProblem['params']): LocalText {
  return { zh: messageOf(code, params, 'zh'), en: messageOf(code, params, 'en') };
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
 * count: the one message of every refused quote, save and travel application, in both languages.
 */
export function describeProblems(problems: readonly Problem[]): LocalText {
  return { zh: describeIn('zh', problems), en: describeIn('en', problems) };
}

const PROBLEM_WORDS: Record<ContentLanguage, { insured: (n: number) => string; separator: string; more: (n: number) => string }> = {
  zh: { insured: (n) => `第${n}位被保险人：`, separator: '；', more: (n) => `等${n}处问题` },
  en: { insured: (n) => `Insured person ${n}: `, separator: '; ', more: (n) => ` (${n} problems in all)` },
};

function describeIn(language: ContentLanguage, problems: readonly Problem[]): string {
  const words = PROBLEM_WORDS[language];
  const texts = problems.slice(0, SHOWN).map((problem) => {
    const text = messageOf(problem.code, problem.params, language);
    return problem.insuredIndex === undefined ? text : `${words.insured(problem.insuredIndex + 1)}${text}`;
  });
  const more = problems.length > SHOWN ? words.more(problems.length) : '';
  return `${texts.join(words.separator)}${more}`;
}
