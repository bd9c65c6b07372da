import type { SaveOrderRequest } from '../../../domain/api/order';
import type { ProductType } from '../../../domain/catalog';
import type { QuoteProblem } from '../../../domain/rules';
import {
  checkAge,
  checkBeneficiary,
  checkBeneficiaryShares,
  checkCompanyDocument,
  checkEmail,
  checkHolderAddress,
  checkInsuredRow,
  checkContactPhone,
  checkMobile,
  checkName,
  checkPersonIdNumber,
  checkPersonName,
  type InsuredRowRules,
  normalisePayload,
} from '../../../domain/validators';

/** An insured ready to store and price: birth date and gender filled from an ID card where there is one. */
export interface CheckedInsured {
  source: SaveOrderRequest['salInsuredList'][number];
  birthDate?: string;
  gender?: 'M' | 'F';
}

export interface CheckedOrder {
  request: SaveOrderRequest;
  insureds: CheckedInsured[];
  problems: QuoteProblem[];
}

const ADULT = { minYears: 18, maxYears: 120 };

/**
 * The save calls' checks of portal-spec 5 and storefront-spec 5, on the normalised payload: holder, insureds and
 * beneficiaries. Product rules (plan, ages, period) are checked where the order is priced.
 */
export function checkOrder(
  raw: SaveOrderRequest,
  productType: ProductType,
  today: string,
  /** Whether the chosen plan lets the holder name beneficiaries (the catalogue's `designatedBeneficiaries`). */
  designatedAllowed = false,
  /** The product's occupation table: a group insured's code must be known, accepted, and of the class given. */
  occupations: Pick<InsuredRowRules, 'occupationStatus' | 'occupationLevel'> = {},
): CheckedOrder {
  const request = normalisePayload(raw);
  const problems: QuoteProblem[] = [];
  const holder = request.salPolicyHolder;

  if (holder.holderType === 'C') {
    const name = checkName(holder.holderName);
    if (!name.ok) problems.push({ field: 'holderName', code: name.code });
    const document = checkCompanyDocument(holder.holderIdType, holder.holderIdNumber);
    if (!document.ok) problems.push({ field: 'holderIdNumber', code: document.code });
  } else {
    const name = checkPersonName(holder.holderName, 'holder');
    if (!name.ok) problems.push({ field: 'holderName', code: name.code });
    const id = checkPersonIdNumber(holder.holderIdType, holder.holderIdNumber, today);
    if (!id.ok) problems.push({ field: 'holderIdNumber', code: id.code });
    // The policyholder must be an adult (storefront-spec 5); a minor is insured by an adult applicant.
    else if ('birthDate' in id && !checkAge(id.birthDate, ADULT, today).ok) {
      problems.push({ field: 'holderIdNumber', code: 'AGE_OUT_OF_RANGE', params: { min: ADULT.minYears, max: ADULT.maxYears } });
    }
  }
  // A company may give its switchboard; a person gives a mobile.
  const phone = holder.holderType === 'C' ? checkContactPhone(holder.holderPhone) : checkMobile(holder.holderPhone);
  if (!phone.ok) problems.push({ field: 'holderPhone', code: phone.code });
  if (holder.holderEmail) {
    const email = checkEmail(holder.holderEmail);
    if (!email.ok) problems.push({ field: 'holderEmail', code: email.code });
  }
  if (holder.holderAddress) {
    const address = checkHolderAddress(holder.holderAddress);
    if (!address.ok) problems.push({ field: 'holderAddress', code: address.code });
  }

  const insureds = request.salInsuredList.map((insured, insuredIndex): CheckedInsured => {
    const report = (field: string, code: QuoteProblem['code'], params?: QuoteProblem['params']) =>
      problems.push({ insuredIndex, field, code, ...(params && { params }) });
    let derived: { birthDate: string; gender: 'M' | 'F' } | undefined;
    if (productType === 'group-accident') {
      // The bulk insured table's rules; ages are the product's (checked when pricing).
      const row = checkInsuredRow(insured, { customAgeRule: true, today, ...occupations });
      for (const problem of row.problems) report(problem.field, problem.code, problem.params);
      derived = row.derived;
    } else {
      const name = checkPersonName(insured.name, 'insured');
      if (!name.ok) report('name', name.code);
      const id = checkPersonIdNumber(insured.idType, insured.idNumber, today);
      if (!id.ok) report('idNumber', id.code === 'ID_TYPE_REQUIRED' ? id.code : 'INSURED_ID_NUMBER_INVALID');
      else if ('birthDate' in id) derived = { birthDate: id.birthDate, gender: id.gender };
    }
    if (insured.beneficiaryType === '4' && !designatedAllowed) report('beneficiaryType', 'BENEFICIARY_DESIGNATED_NOT_ALLOWED');
    else if (insured.beneficiaryType === '4') {
      const beneficiaries = insured.beneficiaries ?? [];
      for (const beneficiary of beneficiaries) {
        for (const problem of checkBeneficiary(beneficiary, today)) report(`beneficiaries.${problem.field}`, problem.code);
      }
      const shares = checkBeneficiaryShares(beneficiaries.map((beneficiary) => beneficiary.percentage));
      if (!shares.ok) report('beneficiaries', shares.code);
    }
    const birthDate = derived?.birthDate ?? insured.birthDate;
    const gender = derived?.gender ?? insured.gender;
    return { source: insured, ...(birthDate && { birthDate }), ...(gender && { gender }) };
  });

  return { request, insureds, problems };
}
