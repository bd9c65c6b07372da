import { describe, expect, it } from 'vitest';
import { formatYuan } from './format';

describe('formatYuan', () => {
  it('shows yuan with thousands separators and two decimals', () => {
    expect(formatYuan(123_450)).toBe('¥1,234.50');
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(99)).toBe('¥0.99');
    expect(formatYuan(100_000_000_00)).toBe('¥100,000,000.00');
    expect(formatYuan(-123_450)).toBe('-¥1,234.50');
  });

  it('takes another symbol', () => {
    expect(formatYuan(100, 'RMB ')).toBe('RMB 1.00');
  });
});
