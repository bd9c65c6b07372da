import { describe, expect, it } from 'vitest';
import { insuredSearch } from './insured-search';

describe('the search box of a policy’s insureds', () => {
  it('reads four digits, or three and an X, as the end of an ID number', () => {
    expect(insuredSearch(' 1234 ')).toEqual({ idNumberTail: '1234' });
    expect(insuredSearch('003x')).toEqual({ idNumberTail: '003X' });
  });

  it('reads anything else as a whole name, and nothing as no search', () => {
    expect(insuredSearch('郑浩然')).toEqual({ insuredName: '郑浩然' });
    expect(insuredSearch('12345')).toEqual({ insuredName: '12345' });
    expect(insuredSearch('123')).toEqual({ insuredName: '123' });
    expect(insuredSearch('   ')).toEqual({});
  });
});
