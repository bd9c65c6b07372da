import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuan, fenToYuanText, multiplyFen, yuanToFen } from './fen';

describe('yuan and fen', () => {
  it('converts yuan to fen without float drift', () => {
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(1234.5)).toBe(123_450);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen(' 12 ')).toBe(1200);
    expect(yuanToFen(-3.1)).toBe(-310);
  });

  it('rounds a third decimal half-up', () => {
    expect(yuanToFen(1.005)).toBe(101);
    expect(yuanToFen('2.675')).toBe(268);
    expect(yuanToFen(2.674)).toBe(267);
  });

  it('converts fen to yuan, as a number and as text with two decimals', () => {
    expect(fenToYuan(1999)).toBe(19.99);
    expect(fenToYuanText(123_450)).toBe('1234.50');
    expect(fenToYuanText(7)).toBe('0.07');
    expect(fenToYuanText(-7)).toBe('-0.07');
    expect(fenToYuanText(0)).toBe('0.00');
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
  });

  it('round-trips every amount of fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        expect(yuanToFen(fenToYuan(fen))).toBe(fen);
        expect(yuanToFen(fenToYuanText(fen))).toBe(fen);
      }),
    );
  });

  it('multiplies an amount by a rate to the nearest fen, half-up', () => {
    expect(multiplyFen(10_000_000, '0.00035')).toBe(3500);
    expect(multiplyFen(12_345, 0.5)).toBe(6173);
    expect(multiplyFen(100, 0.285)).toBe(29);
  });
});
