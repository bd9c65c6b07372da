import { describe, expect, it } from 'vitest';
import type { RecognisedPerson } from '../../../domain/api/ocr';
import { fictionalIdNumber } from '../../../domain/validators/fictional-ids';
import { emptyRow, photoRow, settlePhotoRows } from './row';
import { checkRow } from './row-rules';

const TODAY = '2026-11-23';
const person = (name: string, idNumber: string): RecognisedPerson => ({
  insName: name, name, gender: 'F', idType: '1', idNumber, birthDate: '1992-04-18', nationality: 'CHN', insEnName: '',
});
const ZHANG = person('张晓燕', fictionalIdNumber('110101', '1992-04-18', 202));

describe('rows that wait for an ID photo', () => {
  it('ask for nothing the photo will give, where an empty row asks for all of it', () => {
    expect(checkRow(photoRow('job-1', 1), { referenceDate: TODAY })).toEqual([]);
    expect(checkRow(emptyRow(), { referenceDate: TODAY }).map((problem) => problem.field)).toEqual(expect.arrayContaining(['name', 'idNumber', 'birthDate', 'gender']));
  });

  it('take the person of a read photo, keep what the agent chose, and are then checked like any row', () => {
    const rows = [{ ...photoRow('job-1', 1), occulevel: '2' }, photoRow('job-2', 2)];
    const [read, waiting] = settlePhotoRows(rows, new Map([['job-1', ZHANG]]), TODAY);
    expect(read).toMatchObject({ name: '张晓燕', idNumber: ZHANG.idNumber, birthDate: '1992-04-18', gender: 'F', occulevel: '2' });
    expect(read.photo).toBeUndefined();
    expect(checkRow(read, { referenceDate: TODAY })).toEqual([]);
    expect(waiting.photo).toEqual({ job: 'job-2', number: 2 });
  });

  it('become ordinary rows to type when the photo could not be read, or when its person is already listed', () => {
    const listed = { ...emptyRow(), name: '张晓燕', idNumber: ZHANG.idNumber };
    const [, duplicate, failed] = settlePhotoRows([listed, photoRow('job-1', 1), photoRow('job-2', 2)], new Map([['job-1', ZHANG], ['job-2', null]]), TODAY);
    for (const row of [duplicate, failed]) {
      expect(row.photo).toBeUndefined();
      expect(row.name).toBe('');
      expect(checkRow(row, { referenceDate: TODAY }).map((problem) => problem.field)).toContain('name');
    }
  });
});
