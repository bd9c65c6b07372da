// The holder's checks as a zod schema: loaded (with zod) at the form's first check, not with the page.
import { z } from 'zod';
import {
  type CheckResult,
  checkCompanyDocument,
  checkEmail,
  checkHolderAddress,
  checkContactPhone,
  checkName,
} from '../../../domain/validators';

// Schema messages are validation codes: the form translates them, so both languages say the same thing.
const checked = (check: (value: string) => CheckResult) =>
  z.string().superRefine((value, ctx) => {
    const result = check(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.code });
  });

export const holderSchema = z
  .object({
    holderName: checked(checkName),
    holderIdType: z.string().min(1, 'COMPANY_DOC_TYPE_UNKNOWN'),
    holderIdNumber: z.string(),
    holderPhone: checked(checkContactPhone),
    holderEmail: checked(checkEmail),
    holderAddress: checked(checkHolderAddress),
  })
  .superRefine((holder, ctx) => {
    const document = checkCompanyDocument(holder.holderIdType, holder.holderIdNumber);
    if (!document.ok) ctx.addIssue({ code: 'custom', path: ['holderIdNumber'], message: document.code });
  });

