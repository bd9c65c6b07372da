// The add/edit form's schema, with zod: it loads with the form, not with the table.
import { z } from 'zod';
import type { TFunction } from '../../lib/translate';
import { checkMobile } from '../../../domain/validators';
import type { InsuredRow } from './row';
import { checkRow, problemText, type RowRules } from './row-rules';

// Problems of the occupation's name, code and class show under the one occupation field.
const FORM_FIELD_OF: Readonly<Record<string, keyof InsuredRow>> = { occupationName: 'occupationCode', occulevel: 'occupationCode' };

/** The add/edit form's schema: every row rule and the optional mobile, each problem in words under its field. */
export function insuredRowSchema(rules: RowRules, t: TFunction) {
  return z
    .custom<InsuredRow>()
    .superRefine((row, context) => {
      const problems = checkRow(row, rules);
      const mobile = row.mobile.trim() === '' ? null : checkMobile(row.mobile);
      if (mobile && !mobile.ok) problems.push({ field: 'mobile', code: mobile.code });
      for (const problem of problems) {
        context.addIssue({ code: 'custom', path: [FORM_FIELD_OF[problem.field] ?? problem.field], message: problemText(t, problem, row.name) });
      }
    })
    .transform((row): InsuredRow => {
      const mobile = checkMobile(row.mobile);
      return { ...row, name: row.name.trim(), mobile: mobile.ok ? (mobile.value ?? '') : '' };
    });
}
