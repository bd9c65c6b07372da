import { MGU_INSURED_SHEET, MGU_TEMPLATE_COLUMNS, type MguUpload } from '../../../domain/api/mgu';
import type { OrderInsured } from '../../../domain/api/order';
import type { ProductConfig } from '../../../domain/catalog';
import { fenToYuanText } from '../../../domain/money';
import { checkPersonIdNumber, checkPersonName, todayInBeijing } from '../../../domain/validators';
import { AppError } from '../../lib/envelope';
import { readSheetRows } from '../../sales/insured-sheet';
import { catalog } from '../../catalog';

/** The MGU's products: group medical priced by age band, sold to companies in bulk. */
export function mguProducts(): ProductConfig[] {
  return catalog.products.filter((product) => !product.flags.stoppedFromSale && product.rating.model === 'age-band');
}

export function requireMguProduct(productCode: string): ProductConfig {
  const product = mguProducts().find((candidate) => candidate.code === productCode);
  if (!product) throw new AppError('1091', { zh: `该产品不支持批量投保：${productCode}`, en: `This product does not take batch applications: ${productCode}` });
  return product;
}

/** One workbook: the products with their plans and premiums by age, and the insured sheet to fill. */
export async function mguProductsXlsx(): Promise<Buffer> {
  // Loaded on first use, not at start: exceljs costs about 30 MB of resident memory (issue 19).
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const insureds = book.addWorksheet(MGU_INSURED_SHEET);
  insureds.columns = MGU_TEMPLATE_COLUMNS.map((column) => ({ header: column.header, key: column.key, width: 24 }));
  insureds.getRow(1).font = { bold: true };
  const products = book.addWorksheet('产品与计划');
  products.columns = [
    { header: '产品代码', key: 'code', width: 22 },
    { header: '产品名称', key: 'name', width: 36 },
    { header: '计划代码', key: 'plan', width: 12 },
    { header: '计划名称', key: 'planName', width: 12 },
    { header: '年龄段', key: 'ages', width: 12 },
    { header: '每人年保费（元）', key: 'premium', width: 18 },
  ];
  products.getRow(1).font = { bold: true };
  for (const product of mguProducts()) {
    if (product.rating.model !== 'age-band') continue;
    const { ageBands, byPlan } = product.rating;
    for (const plan of product.plans) {
      ageBands.forEach((band, index) => {
        products.addRow({
          code: product.code,
          name: product.name.zh,
          plan: plan.planCode,
          planName: plan.planName.zh,
          ages: `${band.minAge}-${band.maxAge}岁`,
          premium: fenToYuanText(byPlan[plan.planCode][index]),
        });
      });
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The filled insured sheet as order insureds; a row's problems name its row number in the sheet. */
export async function readMguTemplate(bytes: Buffer, today = todayInBeijing()): Promise<MguUpload> {
  const rows = await readSheetRows(bytes, MGU_TEMPLATE_COLUMNS, { sheetName: MGU_INSURED_SHEET });
  const upload: MguUpload = { insureds: [], problems: [] };
  for (const { row: rowNumber, cells } of rows) {
    const { name = '', idType = '', idNumber = '', birthDate = '', gender = '', mobile = '' } = cells;
    const report = (field: string, code: string) => upload.problems.push({ row: rowNumber, field, code } as MguUpload['problems'][number]);
    const nameCheck = checkPersonName(name, 'insured');
    if (!nameCheck.ok) report('name', nameCheck.code);
    const id = checkPersonIdNumber(idType, idNumber, today);
    if (!id.ok) report('idNumber', id.code);
    const derived = id.ok && 'birthDate' in id ? { birthDate: id.birthDate, gender: id.gender } : undefined;
    const insured: OrderInsured = {
      name,
      idType,
      idNumber: idNumber.toUpperCase(),
      ...((derived?.birthDate ?? birthDate) && { birthDate: derived?.birthDate ?? birthDate }),
      ...(derived ? { gender: derived.gender } : gender === 'M' || gender === 'F' ? { gender } : {}),
      ...(mobile && { mobile }),
      relationship: '99',
    };
    if (!insured.birthDate) report('birthDate', 'BIRTH_DATE_REQUIRED');
    if (!insured.gender) report('gender', 'INSURED_INCOMPLETE');
    upload.insureds.push(insured);
  }
  return upload;
}
