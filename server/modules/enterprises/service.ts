import type { Kysely } from 'kysely';
import {
  type CertificateAddRequest,
  type CertificateEntry,
  type CertificateThirdPartyRequest,
  ENTERPRISE_SEARCH_LIMIT,
  type EnterpriseInfo,
  type EnterpriseSearchAnswer,
} from '../../../domain/api/enterprise';
import { type CompanyCertificateType, companyDocumentTypeOfCertificate } from '../../../domain/code-tables';
import { checkCompanyDocument } from '../../../domain/validators';
import { FileNotFoundError, type FileStorage } from '../../adapters/storage';
import type { DB, EnterpriseTable } from '../../db/schema';
import { AppError } from '../../lib/envelope';
import { keywordTerms, normaliseName } from './keywords';

const ENTERPRISE_NOT_FOUND = '1501';
const DOCUMENT_NUMBER_INVALID = '1502';
const PHOTO_NOT_FOUND = '1503';

/** Enterprises whose name holds the keyword: every pair of its characters through the index, then the whole keyword. */
export async function searchEnterprises(db: Kysely<DB>, keyword: string): Promise<EnterpriseSearchAnswer> {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return { items: [] };
  const candidates = await db
    .selectFrom('enterprise_keyword')
    .innerJoin('enterprise', 'enterprise.id', 'enterprise_keyword.enterprise_id')
    .select(['enterprise.id', 'enterprise.name'])
    .where('enterprise_keyword.gram', 'in', terms)
    .groupBy(['enterprise.id', 'enterprise.name'])
    .having((eb) => eb.fn.count('enterprise_keyword.gram').distinct(), '=', terms.length)
    .execute();
  const wanted = normaliseName(keyword);
  const items = candidates
    .map((candidate) => ({ candidate, at: normaliseName(candidate.name).indexOf(wanted) }))
    .filter(({ at }) => at >= 0)
    // Names that start with the keyword first, then the shorter names.
    .sort((a, b) => a.at - b.at || a.candidate.name.length - b.candidate.name.length || a.candidate.name.localeCompare(b.candidate.name))
    .slice(0, ENTERPRISE_SEARCH_LIMIT);
  return { items: items.map(({ candidate }) => ({ entname: candidate.name, id: candidate.id })) };
}

export async function enterpriseInfo(db: Kysely<DB>, id: string): Promise<EnterpriseInfo> {
  const enterprise = await db.selectFrom('enterprise').selectAll().where('id', '=', id).executeTakeFirst();
  if (!enterprise) throw new AppError(ENTERPRISE_NOT_FOUND, { zh: '未找到该企业，请核对企业名称', en: 'This company was not found; please check its name.' });
  return { entname: enterprise.name, UNCID: enterprise.uscc, TAXNUMBER: enterprise.uscc, GONGSH: enterprise.registration_no, ORGCODE: enterprise.org_code };
}

/** The registry's number of an enterprise for a certificate type (1 credit code, 2 licence, 3 organisation code, 4 tax). */
function registeredNumber(enterprise: EnterpriseTable, idType: CompanyCertificateType): string {
  if (idType === '2') return enterprise.registration_no;
  if (idType === '3') return enterprise.org_code;
  return enterprise.uscc;
}

/** The library's entry of a company: one added before, else the registry's (verified); null when neither knows it. */
export async function queryCertificate(db: Kysely<DB>, enterpriseName: string, idType: CompanyCertificateType): Promise<CertificateEntry | null> {
  const stored = await db
    .selectFrom('company_certificate')
    .select(['enterprise_name', 'id_type', 'id_no', 'status'])
    .where('enterprise_name', '=', enterpriseName)
    .where('id_type', '=', idType)
    .executeTakeFirst();
  if (stored) return { enterpriseName: stored.enterprise_name, idType: stored.id_type, idNo: stored.id_no, status: stored.status };
  const registered = await db.selectFrom('enterprise').selectAll().where('name', '=', enterpriseName).executeTakeFirst();
  return registered ? { enterpriseName, idType, idNo: registeredNumber(registered, idType), status: 'verified' } : null;
}

/** The number, checked by its type's rules (a credit code by its check character) and upper-cased. */
function checkedNumber(idType: CompanyCertificateType, idNo: string): string {
  const check = checkCompanyDocument(companyDocumentTypeOfCertificate[idType], idNo);
  if (!check.ok) throw new AppError(DOCUMENT_NUMBER_INVALID, 
      idType === '1'
        ? { zh: '统一社会信用代码不正确，请核对', en: 'The unified social credit code is not valid; please check it.' }
        : { zh: '证件号码格式不正确，请核对', en: 'The document number is not in a valid format; please check it.' },
    );
  return check.value ?? idNo.toUpperCase();
}

interface Submission {
  enterpriseName: string;
  idType: CompanyCertificateType;
  idNo: string;
  photoKey: string | null;
  photoName: string | null;
  source: 'manual' | 'third-party';
  submittedBy: string;
}

async function storeCertificate(db: Kysely<DB>, submission: Submission): Promise<CertificateEntry> {
  // A hand-entered certificate waits for staff; a third party's credit code has passed its check.
  const status = submission.source === 'manual' ? 'pending' : 'verified';
  const values = {
    id_no: submission.idNo,
    photo_key: submission.photoKey,
    photo_name: submission.photoName,
    source: submission.source,
    status,
    submitted_by: submission.submittedBy,
  } as const;
  await db
    .insertInto('company_certificate')
    .values({ enterprise_name: submission.enterpriseName, id_type: submission.idType, ...values })
    .onConflict((oc) => oc.columns(['enterprise_name', 'id_type']).doUpdateSet({ ...values, created_at: new Date() }))
    .execute();
  return { enterpriseName: submission.enterpriseName, idType: submission.idType, idNo: submission.idNo, status };
}

/** A certificate entered by hand with its photo (already stored by /file/upload); staff check it and contact the agent. */
export async function addCertificate(db: Kysely<DB>, files: FileStorage, request: CertificateAddRequest, submittedBy: string): Promise<CertificateEntry> {
  const idNo = checkedNumber(request.idType, request.idNo);
  try {
    await files.read(request.idPhoto);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new AppError(PHOTO_NOT_FOUND, { zh: '证件照片不存在，请重新上传', en: 'The ID photo was not found; please upload it again.' });
    throw error;
  }
  return storeCertificate(db, {
    enterpriseName: request.enterpriseName,
    idType: request.idType,
    idNo,
    photoKey: request.idPhoto,
    photoName: request.photoName ?? null,
    source: 'manual',
    submittedBy,
  });
}

/** A credit code from another source (e.g. a business licence read by OCR): stored verified once its check passes. */
export function addThirdPartyCertificate(db: Kysely<DB>, request: CertificateThirdPartyRequest, submittedBy: string): Promise<CertificateEntry> {
  const idNo = checkedNumber('1', request.idNo);
  return storeCertificate(db, { enterpriseName: request.enterpriseName, idType: '1', idNo, photoKey: null, photoName: null, source: 'third-party', submittedBy });
}
