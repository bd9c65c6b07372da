import { describe, expect, it } from 'vitest';
import { repairReading } from './repair';

// A toy check: the digits sum to a multiple of 10.
const sumsToTen = (candidate: string) => [...candidate].reduce((sum, c) => sum + Number(c), 0) % 10 === 0;

describe('repairing a reading with its check', () => {
  it('keeps a reading that passes', () => {
    expect(repairReading('1234', { length: 4, isValid: sumsToTen })).toEqual({ value: '1234', corrected: false });
  });

  it('corrects one confusable character when exactly one correction passes', () => {
    // 7 read for 1: 7+2+3+4 = 16 fails, 1+2+3+4 passes.
    expect(repairReading('7234', { length: 4, isValid: sumsToTen })).toEqual({ value: '1234', corrected: true });
  });

  it('gives up when several corrections pass', () => {
    // 1+1+1+1 = 4: a 7 for any of the four 1s passes, so none can be chosen.
    expect(repairReading('1111', { length: 4, isValid: sumsToTen })).toBeNull();
  });

  it('restores a doubled character the recogniser merged', () => {
    expect(repairReading('118', { length: 4, isValid: (c) => c === '1118' })).toEqual({ value: '1118', corrected: true });
  });
});
