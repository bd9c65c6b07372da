import type { Transaction } from 'kysely';
import type { SaveOrderData, SaveOrderRequest } from '../../../domain/api/order';
import { contentLanguageOf, type OccupationLevel } from '../../../domain/catalog';
import { fenToYuanText } from '../../../domain/money';
import { todayInBeijing } from '../../../domain/validators';
import { AppError, type Envelope } from '../../lib/envelope';
import { describeProblems } from '../../catalog/messages';
import { checkOrder } from './check-order';
import { occupationRules } from '../../catalog/occupations/table';
import { repeatInsuranceProblems, travelApplicationProblems } from './travel-rules';
import { answeredOnce, idempotent } from '../../sales/idempotency';
import { newOrderId } from '../../sales/order-id';
import { priceOrder } from './pricing';
import { requireOnSale } from '../../sales/products';
import { insertOrder, insuredOnFile, orderRows } from './repository';
import type { SalesContext } from '../../sales/context';
import type { DB } from '../../db/schema';

export type SaveOrderAnswer = Envelope<string> & { data: SaveOrderData };

/** An order made of an accepted quotation: each insured's premium as quoted, and what changes with the order. */
export interface QuotedPrice {
  insuredPremiumsFen: readonly number[];
  /** Runs in the order's transaction, so the quotation and its order change together or not at all. */
  onSaved(trx: Transaction<DB>, orderId: string): Promise<void>;
}

/** What a save answers (the route says it in the request's language, a repeat of the same request included). */
export const ORDER_SAVED = { zh: '保存成功', en: 'Order saved.' };

/**
 * The one service behind every save call: normalise, validate, re-price, store holder, insureds, beneficiaries
 * and invoice, and schedule the order's expiry. A repeat with the same idempotency key answers the first result.
 * Everything but the writes runs before them (checks, pricing, encryption, the answer), and the writes are one
 * statement: the embedded database serves one at a time. A travel order's insureds on no order at all (most) have
 * no repeat cover: its statement writes only if none is on file, else the full repeat-cover check runs before a
 * second attempt. Payment checks repeat cover again.
 */
export async function saveOrder(
  ctx: SalesContext,
  agentId: string,
  request: SaveOrderRequest,
  idempotencyKey?: string,
  now: Date = new Date(),
  quoted?: QuotedPrice,
): Promise<SaveOrderAnswer> {
  const { idempotencyKey: _bodyKey, ...payload } = request;
  const scope = `order:${agentId}`;
  // Refused after the key's claim, so a repeat of an answered request still gets its answer.
  const refuse = (refusal: unknown) =>
    idempotent(ctx.db, scope, idempotencyKey, payload, async () => {
      throw refusal;
    });
  let prepared: ReturnType<typeof preparedOrder>;
  try {
    prepared = preparedOrder(ctx, agentId, request, now, quoted);
  } catch (refusal) {
    return refuse(refusal);
  }
  const { product, rows, answer, travelProblems } = prepared;
  const orderId = answer.data.policyId;
  const write = (unlessInsuredOnFile: boolean) =>
    answeredOnce(ctx.db, scope, idempotencyKey, payload, answer, (record) =>
      insertOrder(
        ctx.db,
        rows,
        { record, expiry: { kind: 'expire-order', payload: { orderId }, runAt: rows.order.expires_at as Date, dedupeKey: `expire:${orderId}` }, unlessInsuredOnFile },
        quoted && ((trx) => quoted.onSaved(trx, orderId)),
      ),
    );
  if (product.type !== 'travel') return write(false);
  if (travelProblems.length === 0) {
    try {
      return await write(true);
    } catch (error) {
      if (!insuredOnFile(error)) throw error;
    }
  }
  try {
    const problems = [...travelProblems, ...(await repeatInsuranceProblems(ctx, { request: prepared.request, product, endDate: prepared.endDate }))];
    if (problems.length > 0) throw new AppError('1001', describeProblems(problems), 200, { problems });
  } catch (refusal) {
    return refuse(refusal);
  }
  return write(false);
}

function preparedOrder(ctx: SalesContext, agentId: string, request: SaveOrderRequest, now: Date, quoted?: QuotedPrice) {
  const product = requireOnSale(request.salPolicy.productCode);
  const today = todayInBeijing(now);
  const plan = product.plans.find((candidate) => candidate.planCode === request.salPolicy.planCode);
  const checked = checkOrder(request, product.type, today, plan?.designatedBeneficiaries === true, occupationRules(product));
  if (checked.problems.length > 0) throw new AppError('1001', describeProblems(checked.problems), 200, { problems: checked.problems });
  const { salPolicy } = checked.request;
  const priced = priceOrder(
    product,
    {
      planCode: salPolicy.planCode,
      startDate: salPolicy.startDate,
      ...(salPolicy.endDate && { endDate: salPolicy.endDate }),
      ...(salPolicy.months && { months: salPolicy.months }),
      insureds: checked.insureds.map(({ source, birthDate }) => ({
        ...(birthDate && { birthDate }),
        ...(source.occulevel !== undefined && { occupationLevel: String(source.occulevel) as OccupationLevel }),
        ...(source.sumsInsuredFen && { sumsInsuredFen: source.sumsInsuredFen }),
      })),
    },
    today,
  );
  const travelProblems =
    product.type === 'travel'
      ? travelApplicationProblems({ request: checked.request, product, birthDates: checked.insureds.map((insured) => insured.birthDate), endDate: priced.endDate, today })
      : [];
  // A quoted price is kept as quoted; the catalogue's figure only stands for orders without a quotation.
  const insuredPremiumsFen = quoted ? lockedPremiums(quoted, checked.insureds.length) : priced.insuredPremiumsFen;
  const totalPremiumFen = insuredPremiumsFen.reduce((total, premium) => total + premium, 0);
  const id = newOrderId(now);
  const expiresAt = new Date(now.getTime() + ctx.settings.payWindowMs);
  const rows = orderRows(ctx.sensitive, {
    id,
    agentId,
    channel: checked.request.salPolicyExt?.travel?.channel,
    request: checked.request,
    insureds: checked.insureds,
    endDate: priced.endDate,
    premiumFen: totalPremiumFen,
    insuredPremiumsFen,
    details: {
      productName: product.name.zh,
      productType: product.type,
      language: contentLanguageOf(request.language),
      ...(salPolicy.months && { months: salPolicy.months }),
      ...(salPolicy.destination && { destination: salPolicy.destination }),
      ...(salPolicy.visaCity && { visaCity: salPolicy.visaCity }),
      ...(checked.request.salPolicyExt?.riskNotify && { riskNotify: checked.request.salPolicyExt.riskNotify }),
    },
    expiresAt,
  });
  const totalPremium = fenToYuanText(totalPremiumFen);
  const answer: SaveOrderAnswer = {
    returnCode: '00',
    returnMsg: ORDER_SAVED.zh,
    content: `${id},${totalPremium}`,
    data: { policyId: id, totalPremium, totalPremiumFen, expiresAt: expiresAt.toISOString(), productCode: product.code },
  };
  return { product, request: checked.request, endDate: priced.endDate, travelProblems, rows, answer };
}

function lockedPremiums(quoted: QuotedPrice, insureds: number): readonly number[] {
  if (quoted.insuredPremiumsFen.length !== insureds) throw new Error('a quoted price must name one premium per insured');
  return quoted.insuredPremiumsFen;
}
