import { zipSync } from 'fflate';
import { renderQuotation } from '../../adapters/pdf/quotation';
import { fenToYuanText } from '../../../domain/money';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { filesOf } from './repository';
import { QUOTATION_STATE, requireOwnQuotation, requireQuotedProduct, storedPrice } from './service';

const yuan = (fen: number) => fenToYuanText(fen);

/** The quote PDF for the client (downFileMediLinkQuoAFP, getPdfUrl): a draft has no price yet, so no PDF. */
export async function quotationPdf(ctx: SalesContext, agentId: string, id: string): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await requireOwnQuotation(ctx, agentId, id);
  const price = storedPrice(row);
  if (!price || !row.valid_until || !row.start_date) throw new AppError(QUOTATION_STATE, {
    zh: '报价单尚未报价，请先计算保费并保存',
    en: 'The quotation has no price yet; calculate the premium and save first.',
  });
  const { product, template } = requireQuotedProduct(row.product_code);
  const choice = row.choice as { duties: Record<string, string> };
  const pdf = await renderQuotation({
    quotationId: row.id,
    version: row.version,
    companyName: row.company_name,
    productName: product.name.zh,
    insurerName: product.insurer.name.zh,
    quoteDate: row.quote_date,
    validUntil: row.valid_until,
    startDate: row.start_date,
    members: price.members,
    employees: price.employees,
    factors: `团体规模 ×${price.groupSizeFactor}，行业（职业类别） ×${price.industryFactor}`,
    duties: price.duties.map((bought) => {
      const duty = template.duties.find((candidate) => candidate.dutyCode === bought.dutyCode)!;
      const option = duty.options.find((candidate) => candidate.optionCode === choice.duties[duty.dutyCode])!;
      return {
        name: duty.name.zh,
        option: option.label.zh,
        limit: yuan(option.annualLimitFen),
        deductible: yuan(option.deductibleFen),
        coPay: `${option.coPayPercent}%`,
        premium: yuan(bought.premiumFen),
      };
    }),
    bands: price.bands.map((band) => ({ band: `${band.minAge}-${band.maxAge}岁`, male: band.male, female: band.female, premium: yuan(band.premiumFen) })),
    total: yuan(price.totalPremiumFen),
  });
  return { pdf, fileName: `报价单-${row.company_name}-${row.id}.pdf` };
}

/** downFileForzip: the quote PDF and every material of the quotation, as one zip. */
export async function quotationZip(ctx: SalesContext, agentId: string, id: string): Promise<{ zip: Buffer; fileName: string }> {
  const { pdf, fileName } = await quotationPdf(ctx, agentId, id);
  const entries: Record<string, Uint8Array> = { [fileName]: pdf };
  for (const [index, file] of (await filesOf(ctx.db, id)).entries()) {
    // Two materials may share a name: the position keeps both.
    entries[`材料/${index + 1}-${file.file_name}`] = await ctx.files.read(file.storage_key);
  }
  return { zip: Buffer.from(zipSync(entries, { level: 0 })), fileName: `报价单-${id}.zip` };
}
