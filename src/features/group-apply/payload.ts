import type { SaveOrderInput } from '../../../domain/api/order';
import type { RatableProduct } from '../../../domain/catalog';
import { normalisePayload, orderBeneficiariesOf } from '../../../domain/validators';
import type { InsuredRow } from '../../components/insured-list/row';
import type { HolderValues } from './holder';
import { type RiskValues, sumsInFen } from './risk';

/** The save call of the product's family (portal-spec 7, "Policy creation and saving"). */
export function savePathOf(product: Pick<RatableProduct, 'code' | 'rating'>): string {
  if (product.code === 'guofu') return '/policy/guofu/employerPolicy';
  // Employer's liability is the family priced by a rate on the liability limit.
  return product.rating.model === 'level-rate' ? '/policy/employerPolicy' : '/policy/saveOrder';
}

interface SaveContext {
  productCode: string;
  /** The share link's issuer and signature; a signed-in agent's token wins on the server. */
  userId?: string;
  sign?: string;
}

function insured(row: InsuredRow, sumsInsuredFen: Record<string, number> | undefined, designated: boolean) {
  return {
    name: row.name,
    idType: row.idType,
    idNumber: row.idNumber,
    ...(row.birthDate && { birthDate: row.birthDate }),
    ...(row.gender && { gender: row.gender }),
    ...(row.occulevel && { occulevel: row.occulevel, biddingDocumentid: row.biddingDocumentid }),
    ...(row.occupationCode && { occupationCode: row.occupationCode, occupationName: row.occupationName }),
    ...(row.mobile && { mobile: row.mobile }),
    ...(sumsInsuredFen && { sumsInsuredFen }),
    // Designated beneficiaries go only with a plan that allows them; otherwise the statutory heirs receive.
    ...(designated && row.beneficiaries && orderBeneficiariesOf(row.beneficiaries)),
  };
}

/** The policy payload of portal-spec 3, normalised as the spec asks before saving. */
export function buildSaveRequest(context: SaveContext, holder: HolderValues, risk: RiskValues, rows: readonly InsuredRow[], designated = false): SaveOrderInput {
  const sums = sumsInFen(risk.sumsYuan);
  return normalisePayload({
    salPolicy: {
      productCode: context.productCode,
      planCode: risk.planCode,
      startDate: risk.startDate,
      ...(risk.months > 0 && { months: risk.months }),
      ...(context.userId && { userId: context.userId }),
      ...(context.sign && { sign: context.sign }),
    },
    salPolicyHolder: { holderType: 'C', ...holder },
    salInsuredList: rows.map((row) => insured(row, sums, designated)),
  });
}

/** A short fingerprint of a payload (FNV-1a): a retry of the same payload reuses its idempotency key. */
export function fingerprint(payload: unknown): string {
  let hash = 0x811c9dc5;
  for (const character of JSON.stringify(payload)) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The key of this submit attempt: the previous one while the payload is unchanged, else a new one. */
export function submissionFor(previous: Submission | undefined, payload: unknown, newKey: () => string): Submission {
  const print = fingerprint(payload);
  return previous?.fingerprint === print ? previous : { key: newKey(), fingerprint: print };
}

export interface Submission {
  key: string;
  fingerprint: string;
  /** The order this payload was saved as: the draft stays, naming it, until the order is paid. */
  saved?: SavedOrder;
}

export interface SavedOrder {
  policyId: string;
  totalPremium: string;
}
