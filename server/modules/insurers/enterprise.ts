import type { EnterpriseVerification } from '../../../domain/api/insurers';
import { type CompanyCertificateType, companyDocumentTypeOfCertificate } from '../../../domain/code-tables';
import { checkCompanyDocument } from '../../../domain/validators';

/** An enterprise's document checked by its type's rules (the USCC's check character, the older numbers' pattern). */
export function verifyEnterprise(request: { enterpriseName: string; idType: CompanyCertificateType; idNo: string }): EnterpriseVerification {
  const check = checkCompanyDocument(companyDocumentTypeOfCertificate[request.idType], request.idNo);
  const idNo = check.ok && check.value ? check.value : request.idNo.toUpperCase();
  return { enterpriseName: request.enterpriseName, idType: request.idType, idNo, verified: check.ok, ...(!check.ok && { problem: check.code }) };
}
