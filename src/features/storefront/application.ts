import { z } from 'zod';
import type { SaveOrderInput } from '../../../domain/api/order';
import type { SalesChannel, TravelExtension } from '../../../domain/api/storefront';
import type { RatableProduct } from '../../../domain/catalog';
import { findPlan } from '../../../domain/catalog/lookup';
import { coverDays } from '../../../domain/rating';
import { checkQuote } from '../../../domain/rules';
import { checkTravelApplication, type TravelProblem } from '../../../domain/rules/travel-application';
import {
  type BeneficiaryChoice,
  checkBeneficiaryChoice,
  checkCompanyDocument,
  checkEmail,
  checkHolderAddress,
  checkMobile,
  checkPersonIdNumber,
  checkStorefrontName,
  type MessageParams,
  orderBeneficiariesOf,
  STATUTORY_HEIRS,
} from '../../../domain/validators';

export interface InsuredValues {
  name: string;
  enName: string;
  pinyin: string;
  gender: '' | 'M' | 'F';
  idType: string;
  idNumber: string;
  idValidUntil: string;
  idLongTerm: boolean;
  birthDate: string;
  relationship: string;
  residencyDeclared: boolean;
  /** Statutory heirs unless the plan allows designated beneficiaries and the customer names them. */
  beneficiaries?: BeneficiaryChoice;
}

export interface ApplicationValues {
  planCode: string;
  startDate: string;
  endDate: string;
  tripDays: string;
  destinations: string[];
  visaCity: string;
  departsFromMainland: boolean;
  holderType: 'I' | 'C';
  applyFor: 'self' | 'others';
  holderName: string;
  holderIdType: string;
  holderIdNumber: string;
  holderBirthDate: string;
  holderGender: '' | 'M' | 'F';
  holderPhone: string;
  holderEmail: string;
  contactName: string;
  province: string;
  city: string;
  district: string;
  addressDetail: string;
  comment: string;
  insureds: InsuredValues[];
  invoiceWanted: boolean;
  invoiceTitleType: 'personal' | 'company';
  invoiceTitle: string;
  /** normal: 增值税普通发票; special: 增值税专用发票 (companies only). */
  invoiceBillingType: 'normal' | 'special';
  /** A company's nature (1 enterprise, 2 government body, 3 public institution, 4 social organisation). */
  unitNature: string;
  taxNumber: string;
  agreed: boolean;
}

export const emptyInsured = (relationship = '99'): InsuredValues => ({
  name: '',
  enName: '',
  pinyin: '',
  gender: '',
  idType: '1',
  idNumber: '',
  idValidUntil: '',
  idLongTerm: false,
  birthDate: '',
  relationship,
  residencyDeclared: false,
});

export function defaultApplication(planCode: string, startDate: string, endDate: string): ApplicationValues {
  return {
    planCode,
    startDate,
    endDate,
    tripDays: '',
    destinations: [],
    visaCity: '',
    departsFromMainland: false,
    holderType: 'I',
    applyFor: 'self',
    holderName: '',
    holderIdType: '1',
    holderIdNumber: '',
    holderBirthDate: '',
    holderGender: '',
    holderPhone: '',
    holderEmail: '',
    contactName: '',
    province: '',
    city: '',
    district: '',
    addressDetail: '',
    comment: '',
    insureds: [emptyInsured('1')],
    invoiceWanted: false,
    invoiceTitleType: 'personal',
    invoiceTitle: '',
    invoiceBillingType: 'normal',
    unitNature: '1',
    taxNumber: '',
    agreed: false,
  };
}

/** Birth date and gender: read from an ID card, typed for other documents. */
export function personFacts(idType: string, idNumber: string, birthDate: string, gender: string, today: string): { birthDate?: string; gender?: 'M' | 'F' } {
  const checked = checkPersonIdNumber(idType, idNumber, today);
  if (checked.ok && 'birthDate' in checked) return { birthDate: checked.birthDate, gender: checked.gender };
  return { birthDate: birthDate || undefined, gender: gender === 'M' || gender === 'F' ? gender : undefined };
}

/** Applying for oneself, the applicant is the one insured: the insured card keeps only the extras. */
export function effectiveInsureds(values: ApplicationValues): InsuredValues[] {
  if (values.applyFor === 'others') return values.insureds;
  const own = values.insureds[0] ?? emptyInsured('1');
  return [
    {
      ...own,
      name: values.holderName,
      idType: values.holderIdType,
      idNumber: values.holderIdNumber,
      birthDate: values.holderBirthDate,
      gender: values.holderGender,
      relationship: '1',
    },
  ];
}

/** The plan lets the insured name designated beneficiaries (else the statutory heirs receive). */
export function allowsDesignatedBeneficiaries(product: RatableProduct, planCode: string): boolean {
  return findPlan(product, planCode)?.designatedBeneficiaries === true;
}

function isAnnual(product: RatableProduct, planCode: string): boolean {
  return findPlan(product, planCode)?.travel?.tripType === 'annual';
}

/** The save payload: the same shape the server validates; the server re-prices and re-checks it all. */
export function toSaveRequest(
  values: ApplicationValues,
  product: RatableProduct,
  context: { today: string; u?: string; sign?: string; channel?: SalesChannel },
): SaveOrderInput {
  const { today, channel } = context;
  const annual = isAnnual(product, values.planCode);
  const designated = allowsDesignatedBeneficiaries(product, values.planCode);
  const insureds = effectiveInsureds(values);
  const address = [values.province, values.city, values.district].filter(Boolean).join('') + values.addressDetail;
  const travel: TravelExtension = {
    ...(channel && { channel }),
    applyFor: values.applyFor,
    ...(values.holderType === 'I' && values.holderBirthDate && { holderBirthDate: values.holderBirthDate }),
    destinations: values.destinations,
    departsFromMainland: values.departsFromMainland,
    ...(annual && Number(values.tripDays) > 0 && { tripDays: Number(values.tripDays) }),
    invoice: { wanted: values.invoiceWanted, title: values.invoiceTitle, titleType: values.invoiceTitleType },
    insureds: insureds.map((insured) => ({
      pinyin: insured.pinyin,
      ...((insured.idLongTerm || insured.idValidUntil) && { idValidUntil: insured.idLongTerm ? 'long' : insured.idValidUntil }),
      residencyDeclared: insured.residencyDeclared,
    })),
  };
  return {
    salPolicy: {
      productCode: product.code,
      planCode: values.planCode,
      startDate: values.startDate,
      ...(!annual && { endDate: values.endDate }),
      destination: values.destinations.join(','),
      visaCity: values.visaCity,
      ...(context.u && { userId: context.u }),
      ...(context.sign && { sign: context.sign }),
    },
    salPolicyHolder: {
      holderType: values.holderType,
      holderName: values.holderName,
      holderIdType: values.holderType === 'C' ? '03' : values.holderIdType,
      holderIdNumber: values.holderIdNumber,
      holderPhone: values.holderPhone,
      ...(values.holderEmail && { holderEmail: values.holderEmail }),
      ...(address && { holderAddress: address }),
    },
    salInsuredList: insureds.map((insured) => {
      const facts = personFacts(insured.idType, insured.idNumber, insured.birthDate, insured.gender, today);
      return {
        name: insured.name,
        ...(insured.enName && { enName: insured.enName }),
        idType: insured.idType,
        idNumber: insured.idNumber,
        ...(facts.birthDate && { birthDate: facts.birthDate }),
        ...(facts.gender && { gender: facts.gender }),
        relationship: insured.relationship,
        ...orderBeneficiariesOf((designated && insured.beneficiaries) || STATUTORY_HEIRS),
      };
    }),
    ...(values.invoiceWanted && {
      salInvoice: invoiceOf(values),
    }),
    salPolicyExt: { travel },
  };
}

export interface FormProblem {
  /** react-hook-form path, e.g. "insureds.1.idNumber". */
  path: string;
  insuredIndex?: number;
  code: string;
  params?: MessageParams;
}

/**
 * Every rule the server enforces, for guidance as the customer types: field checks, the product's age and
 * period rules (checkQuote) and the storefront's application rules (checkTravelApplication).
 */
export function checkApplication(values: ApplicationValues, product: RatableProduct, today: string): FormProblem[] {
  const problems: FormProblem[] = [];
  const add = (path: string, code: string, params?: MessageParams) => problems.push({ path, code, ...(params && { params }) });
  const plan = findPlan(product, values.planCode);
  const annual = plan?.travel?.tripType === 'annual';

  if (values.holderType === 'C') {
    if (!values.holderName.trim()) add('holderName', 'prompts.input');
    const document = checkCompanyDocument('03', values.holderIdNumber);
    if (!document.ok) add('holderIdNumber', document.code);
    if (!values.contactName.trim()) add('contactName', 'prompts.input');
  } else {
    const name = checkStorefrontName(values.holderName);
    if (!name.ok) add('holderName', name.code);
    const id = checkPersonIdNumber(values.holderIdType, values.holderIdNumber, today);
    if (!id.ok) add('holderIdNumber', id.code);
    if (values.holderIdType !== '1' && !values.holderBirthDate) add('holderBirthDate', 'prompts.select');
    if (values.holderIdType !== '1' && !values.holderGender) add('holderGender', 'prompts.select');
  }
  const phone = checkMobile(values.holderPhone);
  if (!phone.ok) add('holderPhone', phone.code);
  if (values.holderEmail) {
    const email = checkEmail(values.holderEmail);
    if (!email.ok) add('holderEmail', email.code);
  }
  if (!values.province || !values.city) add('city', 'prompts.select');
  const address = checkHolderAddress([values.province, values.city, values.district].join('') + values.addressDetail);
  if (!values.addressDetail.trim()) add('addressDetail', 'prompts.input');
  else if (!address.ok) add('addressDetail', address.code);

  const insureds = effectiveInsureds(values);
  const insuredFacts = insureds.map((insured) => personFacts(insured.idType, insured.idNumber, insured.birthDate, insured.gender, today));
  insureds.forEach((insured, index) => {
    // Applying for oneself, the person's own fields are the applicant's.
    const path = (field: string) =>
      values.applyFor === 'self' && ['name', 'idNumber', 'birthDate', 'gender'].includes(field) ? `holder${field[0].toUpperCase()}${field.slice(1)}` : `insureds.${index}.${field}`;
    if (values.applyFor === 'others') {
      const name = checkStorefrontName(insured.name);
      if (!name.ok) add(path('name'), name.code);
      const id = checkPersonIdNumber(insured.idType, insured.idNumber, today);
      if (!id.ok) add(path('idNumber'), id.code);
      if (!insuredFacts[index].birthDate) add(path('birthDate'), 'prompts.select');
      if (!insuredFacts[index].gender) add(path('gender'), 'prompts.select');
    }
    if (!insured.enName.trim()) add(`insureds.${index}.enName`, 'prompts.input');
    if (!insured.idLongTerm && !insured.idValidUntil) add(`insureds.${index}.idValidUntil`, 'prompts.select');
    else if (!insured.idLongTerm && insured.idValidUntil < today) add(`insureds.${index}.idValidUntil`, 'ID_VALIDITY_EXPIRED');
    const beneficiaries = allowsDesignatedBeneficiaries(product, values.planCode) && insured.beneficiaries && checkBeneficiaryChoice(insured.beneficiaries);
    if (beneficiaries && !beneficiaries.ok) add(`insureds.${index}.beneficiaries`, beneficiaries.code);
  });

  if (values.invoiceWanted && values.invoiceTitleType === 'company' && values.holderType === 'C' && !values.taxNumber.trim()) add('taxNumber', 'prompts.input');
  if (!values.agreed) add('agreed', 'prompts.agree');

  const quoteProblems = checkQuote(
    product,
    {
      planCode: values.planCode,
      startDate: values.startDate,
      ...(!annual && { endDate: values.endDate }),
      insureds: insuredFacts.map((facts) => (facts.birthDate ? { birthDate: facts.birthDate } : {})),
    },
    { today },
  );
  for (const problem of quoteProblems) {
    if (problem.code === 'AGE_REQUIRED') continue;
    const field = problem.field === 'age' ? 'birthDate' : problem.field;
    add(problem.insuredIndex === undefined ? field : `insureds.${problem.insuredIndex}.${field}`, problem.code, problem.params);
  }
  if (plan) {
    const travelProblems: TravelProblem[] = checkTravelApplication({
      holder: {
        holderType: values.holderType,
        holderName: values.holderName,
        holderIdNumber: values.holderIdNumber,
        birthDate: values.holderType === 'I' ? personFacts(values.holderIdType, values.holderIdNumber, values.holderBirthDate, values.holderGender, today).birthDate : undefined,
      },
      applyFor: values.applyFor,
      insureds: insureds.map((insured, index) => ({ ...insured, birthDate: insuredFacts[index].birthDate })),
      plan,
      startDate: values.startDate,
      tripDays: annual ? Number(values.tripDays) || undefined : values.endDate ? coverDays(values.startDate, values.endDate) : undefined,
      destinations: values.destinations,
      departsFromMainland: values.departsFromMainland,
      visaCity: values.visaCity,
      invoice: { wanted: values.invoiceWanted, title: values.invoiceTitle, titleType: values.invoiceTitleType },
      today,
    });
    for (const problem of travelProblems) {
      const field = problem.field === 'invoice.title' ? 'invoiceTitle' : problem.field === 'invoice.titleType' ? 'invoiceTitleType' : problem.field;
      add(problem.insuredIndex === undefined ? field : `insureds.${problem.insuredIndex}.${field}`, problem.code, problem.params);
    }
  }
  return problems;
}

/** The form's schema: every rule of checkApplication, each problem on its field with its code and parameters as the message. */
export function applicationSchema(product: RatableProduct, today: string) {
  return z.custom<ApplicationValues>().superRefine((values, context) => {
    for (const problem of checkApplication(values, product, today)) {
      const path = problem.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      context.addIssue({ code: 'custom', path, message: JSON.stringify({ code: problem.code, params: problem.params }) });
    }
  });
}

/** Every field of the order's invoice wish (domain/api/order `orderInvoice`); a person gets a general invoice. */
export function invoiceOf(values: ApplicationValues) {
  const company = values.invoiceTitleType === 'company';
  return {
    invoiceFlag: 'Y' as const,
    title: values.invoiceTitle,
    taxpayerType: company ? 'company' : 'person',
    billingType: company ? values.invoiceBillingType : 'normal',
    ...(company && values.taxNumber && { taxNumber: values.taxNumber }),
    ...(company && { unitNature: values.unitNature }),
  };
}
