
/** Columns of the insured list, the same order the paste box reads (tab- or comma-separated rows). */
export const INSURED_TEMPLATE_COLUMNS = ['姓名 Name', '英文名 English name', '证件类型 ID type (1/2/10/26)', '证件号码 ID number', '出生日期 Date of birth', '性别 Gender (M/F)'];

/** The storefront's insured template: one header row and a fictional example row. */
export async function insuredTemplateXlsx(): Promise<Buffer> {
  // Loaded on first use, not at start: exceljs costs about 30 MB of resident memory (issue 19).
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('insureds');
  sheet.addRow(INSURED_TEMPLATE_COLUMNS).font = { bold: true };
  sheet.addRow(['张三', 'ZHANG SAN', '2', 'E12345678', '1990-01-01', 'M']);
  sheet.columns.forEach((column) => {
    column.width = 22;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
