import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiplyRounded, roundHalfUp, shiftDecimal, toScaledInteger } from './decimal';

describe('roundHalfUp', () => {
  it('defaults to 4 decimals, for rates', () => {
    expect(roundHalfUp(0.123449)).toBe(0.1234);
    expect(roundHalfUp(0.12345)).toBe(0.1235);
    expect(roundHalfUp('0.00005')).toBe(0.0001);
  });

  it('rounds halves up where binary floats would round them down', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(1.255, 2)).toBe(1.26);
    expect(roundHalfUp(8.345, 2)).toBe(8.35);
    expect(roundHalfUp(2.5, 0)).toBe(3);
  });

  it('rounds negative halves away from zero and never returns -0', () => {
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01);
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(Object.is(roundHalfUp(-0.00001, 2), 0)).toBe(true);
  });

  it('handles exponent notation and rejects non-numbers', () => {
    expect(roundHalfUp(1e-7)).toBe(0);
    expect(roundHalfUp(1.5e-4)).toBe(0.0002);
    expect(roundHalfUp(1e21, 2)).toBe(1e21);
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfUp('1,234.5')).toThrow(RangeError);
  });

  it('is idempotent and stays within half a unit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 6 }), (value, decimals) => {
        const rounded = roundHalfUp(value, decimals);
        expect(roundHalfUp(rounded, decimals)).toBe(rounded);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
      }),
    );
  });
});

describe('decimal shifts', () => {
  it('shift the decimal point exactly', () => {
    expect(shiftDecimal(0.29, 2)).toBe(29);
    expect(shiftDecimal('19.99', 2)).toBe(1999);
    expect(shiftDecimal(1999, -2)).toBe(19.99);
    expect(toScaledInteger('33.33', 4)).toBe(333_300);
    expect(toScaledInteger(-0.125, 2)).toBe(-13);
  });

  it('multiply an integer by a decimal factor exactly, rounding half-up', () => {
    expect(multiplyRounded(100, 0.285)).toBe(29);
    expect(multiplyRounded(100, '0.285')).toBe(29);
    expect(multiplyRounded(-100, 0.285)).toBe(-29);
    expect(multiplyRounded(3, 300)).toBe(900);
    expect(multiplyRounded(1_000_000_000, '0.00012345')).toBe(123_450);
    expect(() => multiplyRounded(1.5, 2)).toThrow(RangeError);
  });
});
