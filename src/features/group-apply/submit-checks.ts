import type { TFunction } from '../../lib/translate';
import type { RatableProduct } from '../../../domain/catalog';
import { checkQuote, type QuoteProblem } from '../../../domain/rules';
import type { InsuredRow } from '../../components/insured-list/row';
import type { RowIssues } from '../../components/insured-list/row-rules';
import { type RiskValues, sumsInFen } from './risk';

/**
 * The product's rules that concern the whole policy: plan, headcount, start date, term, and the property sums
 * (chosen once for the policy). Each person's own problems are the rows' to report.
 */
export function policyProblems(product: RatableProduct, risk: RiskValues, rows: readonly InsuredRow[], today: string): QuoteProblem[] {
  const sumsInsuredFen = sumsInFen(risk.sumsYuan);
  const problems = checkQuote(
    product,
    {
      planCode: risk.planCode,
      startDate: risk.startDate,
      ...(risk.months > 0 && { months: risk.months }),
      insureds: rows.map(() => (sumsInsuredFen ? { sumsInsuredFen } : {})),
    },
    { today },
  );
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const policyWide = problem.insuredIndex === undefined || problem.field.startsWith('sumsInsuredFen');
    const key = `${problem.field}:${problem.code}`;
    if (!policyWide || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A rule's message: the catalogue's rule texts, else the validation messages. */
export function ruleText(t: TFunction, problem: QuoteProblem): string {
  return t([`catalog:rules.${problem.code}`, `validation:${problem.code}`], { ...problem.params });
}

/** The server's per-person problems of a refused save (content.problems), as the unqualified list shows them. */
export function serverRowIssues(content: unknown, rows: readonly InsuredRow[]): RowIssues[] {
  const problems = (content as { problems?: QuoteProblem[] } | null)?.problems ?? [];
  const byRow = new Map<number, QuoteProblem[]>();
  for (const problem of problems) {
    if (problem.insuredIndex === undefined || !rows[problem.insuredIndex]) continue;
    byRow.set(problem.insuredIndex, [...(byRow.get(problem.insuredIndex) ?? []), problem]);
  }
  return [...byRow].map(([index, rowProblems]) => ({
    row: rows[index],
    index,
    problems: rowProblems.map(({ field, code, params }) => ({ field, code: code as RowIssues['problems'][number]['code'], ...(params && { params }) })),
  }));
}
