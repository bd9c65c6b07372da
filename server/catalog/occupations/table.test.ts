import { describe, expect, it } from 'vitest';
import { levelTree, OCCUPATION_TABLES, occupationStatus, parseOccupationTable } from './table';

const table = OCCUPATION_TABLES.standard;

describe('the standard occupation table', () => {
  it('has three levels with a class 1-6 on every occupation', () => {
    expect(table.byCode.size).toBeGreaterThan(100);
    expect(table.byCode.get('0101001')).toEqual({ code: '0101001', name: '内勤人员', level: '1', path: ['一般职业', '机关、团体、公司', '内勤人员'] });
  });

  it('refuses listed codes and classes the product does not take, and knows unknown codes', () => {
    const rules = { table: 'standard', levels: ['1', '2', '3', '4'] as ('1' | '2' | '3' | '4')[], refusedCodes: ['0802003'] };
    expect(occupationStatus(table, rules, '0101001')).toBe('ok');
    expect(occupationStatus(table, rules, '0802003')).toBe('refused');
    expect(occupationStatus(table, rules, '0801003')).toBe('refused');
    expect(occupationStatus(table, rules, '9999999')).toBe('unknown');
  });

  it('disables refused occupations in the tree, and a branch whose occupations are all refused', () => {
    const tree = levelTree(table, { table: 'standard', levels: ['1', '2'], refusedCodes: [] });
    const mining = tree.find((node) => node.value === '05')!;
    const underground = mining.children![0].children!.find((node) => node.value === '0501002')!;
    expect(underground).toEqual({ value: '0501002', text: '井下采矿工人', disabled: true, occulevel: '6' });
    const oil = mining.children!.find((node) => node.value === '0502')!;
    expect(oil.disabled).toBe(true);
    expect(tree.find((node) => node.value === '01')!.disabled).toBe(false);
  });

  it('refuses a malformed table with its line', () => {
    expect(() => parseOccupationTable('x', '01 一般\n  0101 机关\n    0101001 内勤人员')).toThrow(/line 2/);
    expect(() => parseOccupationTable('x', '01 一般\n  0201 机关')).toThrow(/0201 is not under 01/);
  });
});
