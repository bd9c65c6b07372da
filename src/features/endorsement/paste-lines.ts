import type { BatchKind, BatchLineInput } from '../../../domain/api/endorsement';

/**
 * A pasted list (one person a line, cells split by tabs, commas or spaces, as copied from a spreadsheet) as batch
 * lines. add: name, ID number, occupation code, occupation, class; delete: ID number, name; replace: the leaving
 * person's ID number, then the joining person's cells. Blank lines are skipped; an ID card fills birth date and gender.
 */
export function pasteLines(kind: BatchKind, text: string): BatchLineInput[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.split(/[\t,，]+|\s+/).map((cell) => cell.trim()).filter(Boolean))
    .filter((cells) => cells.length > 0)
    .map((cells) => {
      if (kind === 'delete') return { leaving: { idNumber: cells[0], ...(cells[1] && { name: cells[1] }) } };
      const [leavingId, ...rest] = kind === 'replace' ? cells : ['', ...cells];
      const [name = '', idNumber = '', occupationCode, occupationName, occulevel] = rest;
      const joining = { name, idType: '1', idNumber, ...(occupationCode && { occupationCode }), ...(occupationName && { occupationName }), ...(occulevel && { occulevel }) };
      return kind === 'replace' ? { joining, leaving: { idNumber: leavingId } } : { joining };
    });
}
