import { readFileSync } from 'node:fs';
import type { TravelProblem } from '../../../domain/rules/travel-application';
import { messageOf } from '../../catalog/messages';

// The storefront's Chinese rule texts, read from the client's locale so both sides say the same words.
const storefrontRules = JSON.parse(readFileSync(new URL('../../../domain/locales/zh-CN/storefront.json', import.meta.url), 'utf8')).rules as Record<
  string,
  string
>;

function textOf(problem: TravelProblem): string {
  const template = storefrontRules[problem.code];
  if (!template) return messageOf(problem.code, problem.params);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(problem.params?.[name] ?? ''));
}

/** "第2位被保险人：…；…" — the first problems of an application in the words the form shows. */
export function describeTravelProblems(problems: readonly TravelProblem[]): string {
  return problems
    .slice(0, 3)
    .map((problem) => (problem.insuredIndex === undefined ? textOf(problem) : `第${problem.insuredIndex + 1}位被保险人：${textOf(problem)}`))
    .join('；');
}
