import type { CodeEntry } from './code-entry';
import { companyCertificateTypes, companyDocumentTypes } from './company';
import { materialForms, materialTypes } from './materials';
import { payDialogModes, payMethods, payProviders } from './payment';
import {
  beneficiaryTypes,
  gendersWithUnknown,
  holderTypes,
  maritalStatuses,
  personIdTypes,
  relations,
} from './person';
import { riskFlags } from './risk-flags';
import { identityVerificationTypes } from './verification';

/** Every reference table by its codes.json name, for the reference-table endpoint and the locale check. */
export const codeTables: Readonly<Record<string, readonly CodeEntry[]>> = {
  personIdType: personIdTypes,
  companyDocumentType: companyDocumentTypes,
  companyCertificateType: companyCertificateTypes,
  relation: relations,
  holderType: holderTypes,
  beneficiaryType: beneficiaryTypes,
  gender: gendersWithUnknown,
  maritalStatus: maritalStatuses,
  payMethod: payMethods,
  payDialogMode: payDialogModes,
  payProvider: payProviders,
  identityVerificationType: identityVerificationTypes,
  materialForm: materialForms,
  materialType: materialTypes,
  riskFlag: riskFlags,
};
