import type { OccupationFile, OccupationLookup } from '../../../domain/api/reference';
import type { ProductConfig } from '../../../domain/catalog';
import { levelTree, OCCUPATION_TABLES, type OccupationTable, occupationStatus } from '../../catalog/occupations/table';
import { AppError } from '../../lib/envelope';

type WithOccupation = ProductConfig & { occupation: NonNullable<ProductConfig['occupation']> };

/** The spec's message when a product has no import template and occupation table (portal-spec 8). */
export function requireOccupationTable(product: ProductConfig): { product: WithOccupation; table: OccupationTable } {
  const table = product.occupation && OCCUPATION_TABLES[product.occupation.table];
  if (!table) throw new AppError('1050', {
    zh: '本产品导入模板和职业表没有配置，请联系管理员后台配置',
    en: 'This product has no import template or occupation table configured; please ask an administrator to configure them.',
  });
  return { product: product as WithOccupation, table };
}

const downloadBase = (code: string) => `/api/occupation/download/${code}`;

/** The occupation file of portal-spec 3: id, emp_url, level_tree, occ_url, product_code. */
export function occupationFileOf(product: ProductConfig): OccupationFile {
  const { product: withTable, table } = requireOccupationTable(product);
  return {
    id: `${table.id}-${product.code}`,
    product_code: product.code,
    emp_url: `${downloadBase(product.code)}/insured-template.xlsx`,
    occ_url: `${downloadBase(product.code)}/occupations.xlsx`,
    level_tree: levelTree(table, withTable.occupation),
  };
}

export function lookUpOccupation(product: ProductConfig, code: string): OccupationLookup {
  const { product: withTable, table } = requireOccupationTable(product);
  const status = occupationStatus(table, withTable.occupation, code);
  const occupation = table.byCode.get(code);
  if (!occupation) return { code, status };
  return { code, status, name: occupation.name, occulevel: occupation.level, path: [...occupation.path] };
}

/** The insured import template's columns (portal-spec 3, "Insured excel import row"), in order. */
export const INSURED_TEMPLATE_COLUMNS = [
  { key: 'insName', header: '姓名' },
  { key: 'insIdType', header: '证件类型（1身份证 2护照）' },
  { key: 'insIdNumber', header: '证件号码' },
  { key: 'insBirthday', header: '出生日期（YYYY-MM-DD）' },
  { key: 'insGender', header: '性别（M男 F女）' },
  { key: 'occupationCode', header: '职业代码' },
  { key: 'occulevel', header: '职业类别' },
  { key: 'biddingDocumentid', header: '是否高风险（1是 2否）' },
  { key: 'phone', header: '手机号' },
  { key: 'insWorkUnit', header: '工作单位' },
  { key: 'insInvalidate', header: '证件有效期（YYYY-MM-DD或长期）' },
] as const;

export async function insuredTemplateXlsx(product: ProductConfig): Promise<Buffer> {
  const { product: withTable, table } = requireOccupationTable(product);
  // Loaded on first use, not at start: exceljs costs about 30 MB of resident memory (issue 19).
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('被保险人清单');
  sheet.columns = INSURED_TEMPLATE_COLUMNS.map((column) => ({ header: column.header, key: column.key, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  const notes = book.addWorksheet('填写说明');
  notes.addRows([
    [`产品：${product.name.zh}（${product.code}）`],
    [`承保职业类别：${withTable.occupation.levels.join('、')}类；职业代码见职业分类表（${table.id}）。`],
    ['身份证号码可自动识别出生日期和性别；职业类别高于4类的，"是否高风险"固定为2。'],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function occupationTableXlsx(product: ProductConfig): Promise<Buffer> {
  const { product: withTable, table } = requireOccupationTable(product);
  // Loaded on first use, not at start: exceljs costs about 30 MB of resident memory (issue 19).
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('职业分类表');
  sheet.columns = [
    { header: '大类', key: 'category', width: 18 },
    { header: '中类', key: 'group', width: 22 },
    { header: '职业代码', key: 'code', width: 12 },
    { header: '职业名称', key: 'name', width: 28 },
    { header: '职业类别', key: 'level', width: 10 },
    { header: '本产品是否承保', key: 'status', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const occupation of table.byCode.values()) {
    const accepted = occupationStatus(table, withTable.occupation, occupation.code) === 'ok';
    sheet.addRow({ category: occupation.path[0], group: occupation.path[1], code: occupation.code, name: occupation.name, level: `${occupation.level}类`, status: accepted ? '承保' : '拒保' });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
