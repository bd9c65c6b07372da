import type { TranslatedAddress } from '../../../domain/api/tools';

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The batch as CSV: the Chinese address beside its English, with a BOM so spreadsheet programs read UTF-8. */
export function batchCsv(results: readonly TranslatedAddress[], headers: readonly [string, string]): Blob {
  const rows = [headers, ...results.map((result) => [result.source, result.english] as const)];
  return new Blob([`\uFEFF${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
