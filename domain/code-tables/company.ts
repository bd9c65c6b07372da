import { defineCodeTable } from './code-entry';

/** Storefront list: 03 is the unified social credit code. */
export const companyDocumentTypes = defineCodeTable('companyDocumentType', ['01', '02', '03', '04', '100', '99']);
export type CompanyDocumentType = (typeof companyDocumentTypes)[number]['code'];

/** The portal's company certificate dialog numbers the same documents 1-4. */
export const companyCertificateTypes = defineCodeTable('companyCertificateType', ['1', '2', '3', '4']);
export type CompanyCertificateType = (typeof companyCertificateTypes)[number]['code'];

export const companyDocumentTypeOfCertificate: Readonly<Record<CompanyCertificateType, CompanyDocumentType>> = {
  '1': '03',
  '2': '04',
  '3': '01',
  '4': '02',
};
