import { z } from 'zod';

/**
 * Insured lists uploaded as spreadsheets (new business, endorsements, census): one problem per cell that fails
 * the same rules as the form, named by the sheet's row number and the column's key.
 */
export const sheetProblemSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  code: z.string(),
  message: z.string(),
});
export type SheetProblem = z.infer<typeof sheetProblemSchema>;

/** What every upload call answers beside its rows: counts, the problems, and the error sheet to download. */
export const sheetCheckSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  problems: z.array(sheetProblemSchema),
  /** GET /file/errorSheet/{id}: the uploaded file with the bad cells marked and an error column. */
  errorSheetId: z.string().optional(),
});
export type SheetCheck = z.infer<typeof sheetCheckSchema>;

/** A column of a template: the key its cells are read into, and the header the template shows. */
export interface SheetColumn {
  readonly key: string;
  readonly header: string;
  readonly width?: number;
}

/** Error sheet ids: a stored file's key and a MAC binding it to the caller (base64url parts). */
export const ERROR_SHEET_ID = /^[A-Za-z0-9_-]{8,200}\.[A-Za-z0-9_-]{16,64}$/;
export const errorSheetParams = z.object({ id: z.string().max(270).regex(ERROR_SHEET_ID) });
