import type { AcceptQuotationRequest, CensusMemberInput, QuotationDraft, QuotationOrder, QuotationPage, QuotationPriceView, QuotationSearch, QuotationState, QuotationSummary, QuotationView, SaveQuotationRequest } from '../../../domain/api/quotation';
import type { SaveOrderRequest } from '../../../domain/api/order';
import type { OccupationLevel, ProductConfig } from '../../../domain/catalog';
import { type CensusProblem, type ChoiceProblem, checkCensus, checkChoice, type DutyTemplate, priceQuotation, type QuotationPrice } from '../../../domain/group-medical';
import type { LocalText } from '../../../domain/catalog/text';
import { fenToYuanText } from '../../../domain/money';
import { addDays, todayInBeijing } from '../../../domain/validators';
import { describeProblems } from '../../catalog/messages';
import { dutyTemplateOf } from '../../catalog/duty-templates';
import { AppError } from '../../lib/envelope';
import { requireAuthority } from '../../sales/authority';
import type { SalesContext } from '../../sales/context';
import { requireOnSale } from '../../sales/products';
import { saveOrder } from '../orders';
import { filesOf, findOwnQuotation, listQuotations, newQuotationId, nextVersion, type QuotationRow, stateOf } from './repository';

export const QUOTATION_MISSING = '1401';
export const QUOTATION_STATE = '1402';
export const QUOTATION_EXPIRED = '1403';
export const NOT_QUOTED_PRODUCT = '1404';

export interface QuotedProduct {
  product: ProductConfig;
  template: DutyTemplate;
}

/** A group medical product on sale with a duty template; other products are not quoted here. */
export function requireQuotedProduct(productCode: string): QuotedProduct {
  const template = dutyTemplateOf(productCode);
  if (!template) throw new AppError(NOT_QUOTED_PRODUCT, { zh: `该产品不支持在线报价：${productCode}`, en: `This product cannot be quoted online: ${productCode}` });
  return { product: requireOnSale(productCode), template };
}

interface StoredPrice extends QuotationPriceView {
  memberPremiumsFen: number[];
}

const choiceOf = (draft: Pick<QuotationDraft, 'duties' | 'industryLevel'>) => ({ duties: draft.duties, industryLevel: draft.industryLevel });

/** Prices a draft at the quote date after the duty and census rules; refused with every problem in words. */
export function priceDraft(draft: QuotationDraft, quoteDate: string): QuotationPrice {
  const { template } = requireQuotedProduct(draft.productCode);
  const problems: (ChoiceProblem | CensusProblem)[] = [...checkChoice(template, choiceOf(draft)), ...checkCensus(template.census, draft.members, quoteDate)];
  if (problems.length > 0) {
    const described = problems.map((problem) => ({ code: problem.code, ...('params' in problem && { params: problem.params }), ...('index' in problem && problem.index !== undefined && { insuredIndex: problem.index }) }));
    throw new AppError('1001', describeProblems(described), 200, { problems });
  }
  return priceQuotation(template, draft.members, choiceOf(draft), quoteDate);
}

/** What the client sees of a price: without each member's figure (the census carries those). */
export function priceView({ memberPremiumsFen: _members, ...view }: QuotationPrice): QuotationPriceView {
  return view;
}

/**
 * saveQuotation / saveMedilinkGroupAFP (quoted) and saveStag (draft). A draft is updated in place; saving over a
 * quotation already quoted makes a new version of its family, so what the client was sent never changes.
 */
export async function saveQuotation(ctx: SalesContext, agentId: string, body: SaveQuotationRequest, status: 'draft' | 'quoted', now = new Date()): Promise<QuotationView> {
  const today = todayInBeijing(now);
  const { template } = requireQuotedProduct(body.productCode);
  const price = status === 'quoted' ? priceDraft(body, today) : null;
  const values = {
    product_code: body.productCode,
    status,
    company_name: body.companyName,
    quote_date: today,
    start_date: body.startDate,
    valid_until: status === 'quoted' ? addDays(today, template.validityDays) : null,
    choice: JSON.stringify(choiceOf(body)),
    census_enc: ctx.sensitive.encrypt(JSON.stringify(body.members)),
    member_count: body.members.length,
    price: price ? JSON.stringify(price) : null,
    premium_fen: price ? price.totalPremiumFen : null,
    updated_at: now,
  };
  const id = await ctx.db.transaction().execute(async (trx) => {
    const existing = body.id ? await findOwnQuotation(trx, agentId, body.id, true) : undefined;
    if (body.id && !existing) throw missing();
    if (existing?.status === 'draft') {
      await trx.updateTable('quotation').set(values).where('id', '=', existing.id).execute();
      return existing.id;
    }
    const fresh = newQuotationId(today);
    const familyId = existing?.family_id ?? fresh;
    await trx
      .insertInto('quotation')
      .values({ id: fresh, family_id: familyId, version: existing ? await nextVersion(trx, familyId) : 1, agent_id: agentId, ...values, created_at: now })
      .execute();
    return fresh;
  });
  return viewQuotation(ctx, agentId, id, today);
}

/** Copies a quotation (any state) into a new draft version of its family, census and duties included. */
export async function copyQuotation(ctx: SalesContext, agentId: string, id: string, now = new Date()): Promise<QuotationView> {
  const today = todayInBeijing(now);
  const copy = await ctx.db.transaction().execute(async (trx) => {
    const source = await findOwnQuotation(trx, agentId, id, true);
    if (!source) throw missing();
    const fresh = newQuotationId(today);
    await trx
      .insertInto('quotation')
      .values({
        id: fresh,
        family_id: source.family_id,
        version: await nextVersion(trx, source.family_id),
        agent_id: agentId,
        product_code: source.product_code,
        status: 'draft',
        company_name: source.company_name,
        quote_date: today,
        start_date: source.start_date,
        valid_until: null,
        choice: JSON.stringify(source.choice),
        census_enc: source.census_enc,
        member_count: source.member_count,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return fresh;
  });
  return viewQuotation(ctx, agentId, copy, today);
}

function summaryOf(row: QuotationRow, today: string): QuotationSummary {
  return {
    id: row.id,
    familyId: row.family_id,
    version: row.version,
    productCode: row.product_code,
    productName: requireQuotedProduct(row.product_code).product.name,
    companyName: row.company_name,
    state: stateOf(row, today),
    memberCount: row.member_count,
    premiumFen: row.premium_fen === null ? null : Number(row.premium_fen),
    quoteDate: row.quote_date,
    validUntil: row.valid_until,
    orderId: row.order_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function quotationPage(ctx: SalesContext, agentId: string, search: QuotationSearch, today = todayInBeijing()): Promise<QuotationPage> {
  const { total, rows } = await listQuotations(ctx.db, agentId, search, today);
  return { total, list: rows.map((row) => summaryOf(row, today)) };
}

export function membersOf(ctx: SalesContext, row: QuotationRow): CensusMemberInput[] {
  return JSON.parse(ctx.sensitive.decrypt(row.census_enc));
}

export function storedPrice(row: QuotationRow): StoredPrice | null {
  return (row.price as StoredPrice | null) ?? null;
}

export async function requireOwnQuotation(ctx: SalesContext, agentId: string, id: string): Promise<QuotationRow> {
  const row = await findOwnQuotation(ctx.db, agentId, id);
  if (!row) throw missing();
  return row;
}

export async function viewQuotation(ctx: SalesContext, agentId: string, id: string, today = todayInBeijing()): Promise<QuotationView> {
  const row = await requireOwnQuotation(ctx, agentId, id);
  const choice = row.choice as { duties: Record<string, string>; industryLevel: OccupationLevel };
  const price = storedPrice(row);
  const files = await filesOf(ctx.db, row.id);
  const order = row.order_id ? await ctx.db.selectFrom('sales_order').select('status').where('id', '=', row.order_id).executeTakeFirst() : undefined;
  return {
    ...summaryOf(row, today),
    orderStatus: order?.status ?? null,
    startDate: row.start_date,
    industryLevel: choice.industryLevel,
    duties: choice.duties,
    members: membersOf(ctx, row),
    price: price && priceView(price),
    files: files.map((file) => ({ fileId: file.id, fileName: file.file_name, fileType: file.file_type, sizeBytes: file.size_bytes, kind: file.kind })),
  };
}

/** delQuotation/{id}: only a draft goes; what was sent to a client stays on record. */
export async function deleteDraft(ctx: SalesContext, agentId: string, id: string): Promise<void> {
  const row = await requireOwnQuotation(ctx, agentId, id);
  if (row.status !== 'draft') throw new AppError(QUOTATION_STATE, { zh: '只能删除草稿状态的报价单', en: 'Only a draft quotation can be deleted.' });
  await ctx.db.deleteFrom('quotation').where('id', '=', id).where('status', '=', 'draft').execute();
}

function requireState(row: QuotationRow, expected: QuotationState, today: string, action: LocalText): void {
  const state = stateOf(row, today);
  if (state === 'expired') throw new AppError(QUOTATION_EXPIRED, {
    zh: `报价单已于${row.valid_until}过期，请复制为新版本重新报价`,
    en: `The quotation expired on ${row.valid_until}; copy it as a new version to quote again.`,
  });
  if (state !== expected) throw new AppError(QUOTATION_STATE, { zh: `报价单当前状态不能${action.zh}`, en: `The quotation cannot be ${action.en} in its current state.` });
}

interface StoredHolder {
  holderIdNumber: string;
  holderPhone: string;
  holderEmail?: string;
}

/** creatPolicyInformation: the client accepts an unexpired quotation and gives the company's details. */
export async function acceptQuotation(ctx: SalesContext, agentId: string, body: AcceptQuotationRequest, now = new Date()): Promise<QuotationView> {
  const today = todayInBeijing(now);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findOwnQuotation(trx, agentId, body.id, true);
    if (!row) throw missing();
    requireState(row, 'quoted', today, { zh: '接受', en: 'accepted' });
    const holder: StoredHolder = { holderIdNumber: body.holderIdNumber, holderPhone: body.holderPhone, ...(body.holderEmail && { holderEmail: body.holderEmail }) };
    await trx.updateTable('quotation').set({ status: 'accepted', holder_enc: ctx.sensitive.encrypt(JSON.stringify(holder)), updated_at: now }).where('id', '=', row.id).execute();
  });
  return viewQuotation(ctx, agentId, body.id, today);
}

/**
 * insure/{id}: the accepted, unexpired quotation becomes an order through the one save path, at the price quoted
 * (member by member); the quotation is marked insured in the order's transaction. A repeat answers the same order.
 */
export async function insureQuotation(ctx: SalesContext, agentId: string, id: string, now = new Date()): Promise<QuotationOrder> {
  const today = todayInBeijing(now);
  const row = await requireOwnQuotation(ctx, agentId, id);
  if (row.status === 'insured' && row.order_id) return orderAnswer(ctx, row);
  requireState(row, 'accepted', today, { zh: '投保', en: 'taken up' });
  const { product, template } = requireQuotedProduct(row.product_code);
  await requireAuthority(ctx.db, agentId, product);
  const price = storedPrice(row)!;
  const members = membersOf(ctx, row);
  const holder: StoredHolder = JSON.parse(ctx.sensitive.decrypt(row.holder_enc!));
  const choice = row.choice as { duties: Record<string, string> };
  const basis = template.duties[0];
  const planCode = basis.options.find((option) => option.optionCode === choice.duties[basis.dutyCode])!.planCode!;
  const request: SaveOrderRequest = {
    salPolicy: { productCode: row.product_code, planCode, startDate: row.start_date! },
    salPolicyHolder: { holderType: 'C', holderName: row.company_name, holderIdType: '03', holderIdNumber: holder.holderIdNumber, holderPhone: holder.holderPhone, ...(holder.holderEmail && { holderEmail: holder.holderEmail }) },
    salInsuredList: members.map((member) => ({ name: member.name, idType: member.idType, idNumber: member.idNumber, birthDate: member.birthDate, gender: member.gender, relationship: member.relationship })),
  };
  const saved = await saveOrder(ctx, agentId, request, `quotation:${row.id}`, now, {
    insuredPremiumsFen: price.memberPremiumsFen,
    async onSaved(trx, orderId) {
      const marked = await trx.updateTable('quotation').set({ status: 'insured', order_id: orderId, updated_at: now }).where('id', '=', row.id).where('status', '=', 'accepted').executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) throw new AppError(QUOTATION_STATE, { zh: '报价单当前状态不能投保', en: 'The quotation cannot be taken up in its current state.' });
    },
  });
  return { quotationId: row.id, ...saved.data };
}

async function orderAnswer(ctx: SalesContext, row: QuotationRow): Promise<QuotationOrder> {
  const order = await ctx.db.selectFrom('sales_order').select(['id', 'premium_fen', 'product_code', 'expires_at']).where('id', '=', row.order_id!).executeTakeFirstOrThrow();
  const totalPremiumFen = Number(order.premium_fen);
  return { quotationId: row.id, policyId: order.id, totalPremium: fenToYuanText(totalPremiumFen), totalPremiumFen, productCode: order.product_code, expiresAt: new Date(order.expires_at).toISOString() };
}

function missing(): AppError {
  return new AppError(QUOTATION_MISSING, { zh: '报价单不存在', en: 'Quotation not found.' });
}
