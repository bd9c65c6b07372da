import { certificateAddRequest } from '../../../../domain/api/enterprise';
import { companyDocumentTypeOfCertificate } from '../../../../domain/code-tables';
import { checkCompanyDocument } from '../../../../domain/validators';

/** The manual certificate form: the call's schema, and the number checked by its type's rules (codes the form translates). */
export const certificateFormSchema = certificateAddRequest.superRefine((form, ctx) => {
  if (form.idNo === '') return;
  const check = checkCompanyDocument(companyDocumentTypeOfCertificate[form.idType], form.idNo);
  if (!check.ok) ctx.addIssue({ code: 'custom', path: ['idNo'], message: check.code });
});
