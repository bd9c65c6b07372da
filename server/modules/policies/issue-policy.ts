import { sql } from 'kysely';
import { type EPolicyContent, renderEPolicy } from '../../adapters/pdf/e-policy';
import { wantsInvoice } from '../../../domain/api/order';
import { todayInBeijing } from '../../../domain/validators';
import { enqueueJob } from '../../jobs/queue';
import { loadOrder, lockOrder, type OrderRow } from '../../sales/orders';
import { holderAddresses, issuedMessage, orderLanguage, productNameIn, tellCustomer } from '../../sales/customer-texts';
import { findProduct } from '../../catalog';
import type { SalesContext } from '../../sales/context';
import { linkBase } from '../../sales/settings';
import { policyAccess, SMS_LINK_ACCESS_MS, verificationToken } from '../../sales/policy-access';
import { refuseCover } from '../../sales/refund';
import { overlapMessage, rivalCover } from '../../sales/standing';
import { beijingDateTime } from '../../../domain/validators';
import { ePolicyContent } from './e-policy-content';

/** Public links of a policy: its verification page (with its token) and the e-policy download for a holder with a token. */
function policyLinks(base: string, dataKey: Buffer, policyNo: string, access?: string) {
  return {
    verifyUrl: `${base}/verify/${encodeURIComponent(policyNo)}?t=${verificationToken(dataKey, policyNo)}`,
    downloadUrl: `${base}/api_xxpl/policy/pdfPreview/${encodeURIComponent(policyNo)}${access ? `?access=${access}&download=1` : ''}`,
  };
}

/** The e-policy of an order, as issued or, for a voided policy, stamped void on every page. */
export async function renderPolicyPdf(ctx: SalesContext, order: OrderRow, policyNo: string, issuedAt: Date, voided?: EPolicyContent['voided']) {
  const product = findProduct(order.product_code);
  if (!product) throw new Error(`product ${order.product_code} is not in the catalogue`);
  const insureds = await ctx.db
    .selectFrom('order_insured')
    .select(['name', 'en_name', 'id_number_enc', 'birth_date', 'gender', 'premium_fen'])
    .where('order_id', '=', order.id)
    .orderBy('seq')
    .execute();
  const { verifyUrl } = policyLinks(linkBase(ctx.settings), ctx.settings.dataKey, policyNo);
  return renderEPolicy({ ...ePolicyContent({ policyNo, order, insureds, product, sensitive: ctx.sensitive, issuedAt, verifyUrl }), ...(voided && { voided }) });
}

/**
 * The issue job: a policy number, the e-policy PDF, then the SMS with its link and the e-mail with it attached.
 * Runs any number of times for one order and issues once: the policy row is unique per order.
 */
export async function issuePolicy(ctx: SalesContext, orderId: string, now: Date = new Date()): Promise<void> {
  const order = await loadOrder(ctx.db, orderId);
  if (order?.status !== 'paid') return;
  if (await refusedForRival(ctx, orderId, now)) return;
  const { rows } = await sql<{ n: string }>`SELECT nextval('policy_no_seq')::text AS n`.execute(ctx.db);
  const policyNo = `EP${todayInBeijing(now).replaceAll('-', '')}${rows[0].n.padStart(8, '0')}`;
  const base = linkBase(ctx.settings);
  const links = policyLinks(base, ctx.settings.dataKey, policyNo, policyAccess(ctx.settings.dataKey).issue(policyNo, SMS_LINK_ACCESS_MS, now));
  const { pdf, pages } = await renderPolicyPdf(ctx, order, policyNo, now);
  const pdfKey = await ctx.files.save(pdf, 'pdf');

  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, orderId);
    if (locked?.status !== 'paid') return;
    // Checked again under the order's lock: two orders of one person paid at once are settled here, the later refunded.
    const rival = await rivalCover(trx, locked);
    if (rival) {
      await refuseCover(trx, ctx, orderId, overlapMessage(rival), now);
      return;
    }
    await trx.insertInto('policy').values({ policy_no: policyNo, order_id: orderId, pdf_key: pdfKey, pdf_bytes: pdf.length, pdf_pages: pages, issued_at: now }).execute();
    await trx.updateTable('sales_order').set({ status: 'issued' }).where('id', '=', orderId).execute();
    // The invoice the customer asked for at application follows the policy (the invoices module issues it).
    if (wantsInvoice(order.invoice)) await enqueueJob(trx, { kind: 'issue-invoice', payload: { orderId }, dedupeKey: `issue-invoice:${orderId}` });

    const language = orderLanguage(order);
    const message = issuedMessage(language, {
      holderName: order.holder_name,
      productName: productNameIn(order, language),
      policyNo,
      startDate: order.start_date,
      endDate: order.end_date,
      downloadUrl: links.downloadUrl,
      issuedAt: beijingDateTime(now),
      queryUrl: `${base}/astp/policyQuery`,
      verifyUrl: links.verifyUrl,
    });
    await tellCustomer(trx, ctx.sensitive, { ...holderAddresses(ctx.sensitive, order), attachmentKey: pdfKey, policyNo }, message);
  });
}

/** A paid order whose person already holds the same benefit for the period is refunded instead of issued. */
async function refusedForRival(ctx: SalesContext, orderId: string, now: Date): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, orderId);
    const rival = locked?.status === 'paid' ? await rivalCover(trx, locked) : null;
    return rival !== null && (await refuseCover(trx, ctx, orderId, overlapMessage(rival), now));
  });
}
