import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INSURED_LIST_VARIANTS,
  type InsuredListVariant,
  insuredListUpload,
  insuredListUploadQuery,
  insuredTemplateQuery,
} from '../../../domain/api/insured-list';
import { isIsoDate, MAX_UPLOAD_BYTES, todayInBeijing } from '../../../domain/validators';
import { AppError, answers, ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import type { ModuleDeps } from '../../sales/deps';
import { receiveSheetUpload, sheetCheck, sheetTemplateXlsx, XLSX_TYPE } from '../../sales/insured-sheet';
import { requireOnSale } from '../../sales/products';
import { columnsOf, LIST_SHEET } from './list-columns';
import { readListOffThread } from './list-thread';

const GROUP_TYPES: ReadonlySet<string> = new Set(['group-accident', 'group-property', 'medical']);
const UPLOAD_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const TEMPLATE_NOTES = [
  '每行一位被保险人；证件类型填代码或名称（如 1 或 居民身份证），性别填 男/女。',
  '居民身份证的出生日期和性别可不填，按证件号码计算。',
  '职业代码见本产品的职业表；是否高危填 是/否（5类及以上职业固定为否）。',
];

/** A group product of the variant's insurers (any insurer for the generic and AIG uploads). */
function requireListProduct(productCode: string, variant: InsuredListVariant) {
  const product = requireOnSale(productCode);
  if (!GROUP_TYPES.has(product.type)) throw new AppError('1093', { zh: '该产品不支持上传被保险人清单', en: 'This product does not take an uploaded insured list.' });
  const insurers = INSURED_LIST_VARIANTS[variant].insurers as readonly string[] | null;
  if (insurers && !insurers.includes(product.insurer.code)) throw new AppError('1093', { zh: '该产品不使用此清单模板', en: 'This product does not use this list template.' });
  return product;
}

/** Insured lists as spreadsheets: the product's own template, and the uploads of portal-spec 7 read by the form's rules. */
export const insuredListRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 3, parts: 4 } });

  app.get('/file/insuredTemplate', { schema: { querystring: insuredTemplateQuery } }, async ({ query }, reply) => {
    const product = requireListProduct(query.productCode, query.variant);
    const template = await sheetTemplateXlsx(columnsOf(product, query.variant), { ...LIST_SHEET, notes: TEMPLATE_NOTES });
    return reply.type(XLSX_TYPE).header('Content-Disposition', `attachment; filename="insureds-${product.code}.xlsx"`).send(template);
  });

  for (const [variant, { path }] of Object.entries(INSURED_LIST_VARIANTS) as [InsuredListVariant, (typeof INSURED_LIST_VARIANTS)[InsuredListVariant]][]) {
    app.post(path, { schema: { querystring: insuredListUploadQuery, response: { 200: answers(insuredListUpload) } }, config: UPLOAD_LIMIT }, async (request) => {
      const owner = requirePrincipal(request);
      const product = requireListProduct(request.query.productCode, variant);
      const { bytes, fields } = await receiveSheetUpload(request);
      const startDate = request.query.startDate;
      const { rows, columns, reading, errorSheet } = await readListOffThread({
        bytes,
        productCode: product.code,
        variant,
        ...(request.query.planCode && { planCode: request.query.planCode }),
        referenceDate: startDate && isIsoDate(startDate) ? startDate : todayInBeijing(),
        existing: (fields.existing ?? '').split(',').map((number) => number.trim().toUpperCase()).filter(Boolean),
      });
      const check = await sheetCheck(sales, owner, { bytes, rows, columns, options: LIST_SHEET }, reading.problems, errorSheet);
      const message = check.problems.length === 0 ? `已读取${check.total}位被保险人` : `共${check.total}行，${check.total - check.valid}行需修改`;
      return ok({ ...check, insureds: reading.insureds }, message);
    });
  }
};
