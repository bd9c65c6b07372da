import { i18n } from '../../lib/translate';
import { beforeAll, describe, expect, it } from 'vitest';
import { fictionalIdNumber } from '../../../domain/validators';
import enGroup from '../../../domain/locales/en-US/group.json';
import zhGroup from '../../../domain/locales/zh-CN/group.json';
import zhValidation from '../../../domain/locales/zh-CN/validation.json';
import type { OccupationNode } from '../../../domain/api/reference';
import { indexOccupations, occupationDisplayText, occupationLabel } from './occupations';
import { acceptIdNumber, addPeople, emptyRow, type InsuredRow, withLevel } from './row';
import { checkRow, checkRows, hasIncompleteRow, problemText, type RowRules } from './row-rules';

const START = '2025-06-01';
const TREE: OccupationNode[] = [
  {
    value: '01',
    text: '一般职业',
    disabled: false,
    children: [
      {
        value: '0101',
        text: '机关、团体、公司',
        disabled: false,
        children: [
          { value: '0101001', text: '内勤人员', disabled: false, occulevel: '1' },
          { value: '0101004', text: '单位司机', disabled: false, occulevel: '3' },
        ],
      },
    ],
  },
  {
    value: '05',
    text: '矿业采石业',
    disabled: true,
    children: [{ value: '0501', text: '采矿', disabled: true, children: [{ value: '0501002', text: '井下采矿工人', disabled: true, occulevel: '6' }] }],
  },
];
const occupations = indexOccupations(TREE);
const rules: RowRules = { ageRange: { minYears: 16, maxYears: 65 }, occupationLevels: [1, 2, 3, 4], occupations, referenceDate: START };

function worker(patch: Partial<InsuredRow> = {}): InsuredRow {
  const idNumber = fictionalIdNumber('110101', '1990-03-07', 123);
  return { ...emptyRow(), name: '王小明', idNumber, birthDate: '1990-03-07', gender: 'M', occupationCode: '0101001', occupationName: '内勤人员', occulevel: '1', ...patch };
}

beforeAll(async () => {
  i18n.start('zh-CN', { group: zhGroup, validation: zhValidation });
});

describe('insured rows', () => {
  it('passes a complete row and lists each missing field by name', () => {
    expect(checkRow(worker(), rules)).toEqual([]);
    const problems = checkRow({ ...emptyRow(), name: '李四' }, rules);
    expect(problems.map((problem) => problem.field)).toEqual(['idNumber', 'birthDate', 'gender', 'occulevel', 'occupationName']);
    expect(hasIncompleteRow(checkRows([worker(), { ...emptyRow(), name: '李四' }], rules))).toBe(true);
    expect(problemText(i18n.t, problems[0], '李四')).toBe('证件号码未填写');
  });

  it('refuses an ID card with a wrong check character, clearing it with the spec message', () => {
    const valid = fictionalIdNumber('110101', '1990-03-07', 123);
    const wrong = valid.slice(0, 17) + (valid[17] === '1' ? '2' : '1');
    const [problem] = checkRow(worker({ idNumber: wrong }), rules);
    expect(problemText(i18n.t, problem, '王小明')).toBe('被保人证件号码不合法!');
    expect(acceptIdNumber(worker({ idNumber: wrong }), START)).toMatchObject({ rejected: true, row: { idNumber: '' } });
    expect(acceptIdNumber(worker({ idNumber: valid.toLowerCase(), birthDate: '', gender: '' }), START).row).toMatchObject({
      birthDate: '1990-03-07',
      gender: 'M',
    });
  });

  it("takes ages on the start date within the plan's limits", () => {
    const sixteenOnStart = fictionalIdNumber('110101', '2009-06-01', 124);
    expect(checkRow(worker({ idNumber: sixteenOnStart, gender: 'F' }), rules)).toEqual([]);
    const [tooYoung] = checkRow(worker({ idNumber: fictionalIdNumber('110101', '2009-06-02', 124), gender: 'F' }), rules);
    expect(problemText(i18n.t, tooYoung, '王小明')).toBe('王小明不符合投保年龄16-65周岁');
  });

  it('refuses unknown and refused occupations and classes the plan does not take', () => {
    expect(checkRow(worker({ occupationCode: '9999999' }), rules).map((problem) => problem.code)).toEqual(['OCCUPATION_NOT_FOUND']);
    expect(checkRow(worker({ occupationCode: '0501002', occulevel: '6' }), rules).map((problem) => problem.code)).toEqual([
      'OCCUPATION_LEVEL_INVALID',
      'OCCUPATION_REFUSED',
    ]);
    // A product without an occupation table asks for none.
    expect(checkRow(worker({ occupationCode: '', occupationName: '', occulevel: '' }), { referenceDate: START })).toEqual([]);
  });

  it('holds a typed class to the occupation’s own, as the server does', () => {
    const [mismatch] = checkRow(worker({ occupationCode: '0101001', occupationName: '内勤人员', occulevel: '3' }), rules);
    expect(mismatch).toMatchObject({ field: 'occulevel', code: 'OCCUPATION_LEVEL_MISMATCH' });
    expect(problemText(i18n.t, mismatch!, '王小明')).toBe('职业类别与职业代码不符，该职业为1类');
    expect(checkRow(worker({ occupationCode: '0101004', occupationName: '单位司机', occulevel: '3' }), rules)).toEqual([]);
  });

  it('shows occupations with their class, "未找到该职业" for an unknown code, and long texts cut', () => {
    expect(occupationLabel('0101004', occupations, i18n.t)).toBe('单位司机（3类）');
    expect(occupationLabel('1234567', occupations, i18n.t)).toBe('未找到该职业');
    // In English the class reads as English, in English brackets; the occupation table itself is Chinese data.
    i18n.start('en-US', { group: enGroup });
    expect(occupationLabel('0101004', occupations, i18n.t)).toBe('单位司机 (class 3)');
    i18n.start('zh-CN', { group: zhGroup, validation: zhValidation });
    expect(occupations.get('0101004')?.pathCodes).toEqual(['01', '0101', '0101004']);
    expect(occupationDisplayText('职'.repeat(150))).toBe('职'.repeat(150));
    expect(occupationDisplayText('职'.repeat(151))).toBe(`${'职'.repeat(145)}…`);
  });

  it('locks the high-risk flag to "no" above class 4', () => {
    expect(withLevel(worker({ biddingDocumentid: '1' }), '4').biddingDocumentid).toBe('1');
    expect(withLevel(worker({ biddingDocumentid: '1' }), '5').biddingDocumentid).toBe('2');
  });

  it('adds recognised people once each, the ID card deciding birth date and gender', () => {
    const idNumber = fictionalIdNumber('310104', '1988-11-20', 246);
    const person = { insName: '李晓红', name: '李晓红', gender: 'M' as const, idType: '1' as const, idNumber, birthDate: '1988-01-01', nationality: 'CHN', insEnName: '' };
    const rows = addPeople([], [person, person], START);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: '李晓红', idType: '1', birthDate: '1988-11-20', gender: 'F' });
    expect(addPeople(rows, [person], START)).toHaveLength(1);
  });
});
