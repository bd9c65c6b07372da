import type { SaveOrderRequest } from '../../../domain/api/order';
import type { TravelExtension } from '../../../domain/api/storefront';
import { findPlan, type ProductConfig } from '../../../domain/catalog';
import { checkTravelApplication, type TravelProblem } from '../../../domain/rules/travel-application';
import { coverDays } from '../../../domain/rating';
import { findRepeatedInsureds } from './repeat-insure';
import type { SalesContext } from '../../sales/context';
import { maskIdNumber } from '../../../domain/privacy/mask';

/** Without the storefront's declarations nothing is declared: the rules then ask for them. */
const NOTHING_DECLARED: TravelExtension = { applyFor: 'others', destinations: [], departsFromMainland: false, insureds: [] };

export interface TravelOrder {
  request: SaveOrderRequest;
  product: ProductConfig;
  /** Birth dates derived from the ID numbers (or given), one per insured. */
  birthDates: (string | undefined)[];
  endDate: string;
  today: string;
}

/**
 * The application rules of domain/rules a travel save must pass besides the premium rules (storefront-spec 5).
 * Pure: the save runs them before its transaction.
 */
export function travelApplicationProblems(order: TravelOrder): TravelProblem[] {
  const { salPolicy, salPolicyHolder: holder, salInsuredList } = order.request;
  const travel = order.request.salPolicyExt?.travel ?? NOTHING_DECLARED;
  const plan = findPlan(order.product, salPolicy.planCode);
  if (!plan) return [];
  return checkTravelApplication({
    holder: { holderType: holder.holderType, holderName: holder.holderName, holderIdNumber: holder.holderIdNumber, birthDate: travel.holderBirthDate },
    applyFor: travel.applyFor,
    insureds: salInsuredList.map((insured, index) => ({
      name: insured.name,
      idType: insured.idType,
      idNumber: insured.idNumber,
      birthDate: order.birthDates[index],
      residencyDeclared: travel.insureds[index]?.residencyDeclared,
    })),
    plan,
    startDate: salPolicy.startDate,
    tripDays: plan.travel?.tripType === 'single' ? coverDays(salPolicy.startDate, order.endDate) : travel.tripDays,
    destinations: travel.destinations,
    departsFromMainland: travel.departsFromMainland,
    visaCity: salPolicy.visaCity,
    invoice: travel.invoice,
    today: order.today,
  });
}

/**
 * One policy per person for overlapping periods, among paid orders: read before the save's transaction (a save
 * adds only an unpaid order; payment checks again and refunds a rival).
 */
export async function repeatInsuranceProblems(ctx: SalesContext, order: Omit<TravelOrder, 'birthDates' | 'today'>): Promise<TravelProblem[]> {
  const { salPolicy, salInsuredList } = order.request;
  if (!findPlan(order.product, salPolicy.planCode)) return [];
  const repeated = await findRepeatedInsureds(ctx, {
    productCode: salPolicy.productCode,
    startDate: salPolicy.startDate,
    endDate: order.endDate,
    insuredList: salInsuredList.map((insured) => ({ idNumber: insured.idNumber })),
  });
  return repeated.map((hit) => {
    // The lookup answers the asked numbers masked.
    const insuredIndex = salInsuredList.findIndex((insured) => maskIdNumber(insured.idNumber) === hit.idNumber);
    return {
      ...(insuredIndex >= 0 && { insuredIndex }),
      field: 'idNumber',
      code: 'REPEAT_INSURANCE',
      params: { name: salInsuredList[insuredIndex]?.name ?? hit.name, startDate: hit.startDate, endDate: hit.endDate },
    };
  });
}
