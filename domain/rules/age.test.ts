import { describe, expect, it } from 'vitest';
import { addYears, checkAge } from '../validators';
import { toAgeRange, typedAgeVerdict } from './age';

const upTo80 = { minDays: 60, maxYears: 80 };

describe('one age rule for the trial and the order', () => {
  it('prices the top age only for someone whose birthday is the cover start, as the order checks birth dates', () => {
    const start = '2027-03-01';
    expect(typedAgeVerdict(upTo80, 79)).toBe('eligible');
    expect(typedAgeVerdict(upTo80, 80)).toBe('onlyOnStartBirthday');
    expect(typedAgeVerdict(upTo80, 81)).toBe('refused');
    // The order: 80 exactly on the start is accepted, 80 years and 183 days is not.
    expect(checkAge(addYears(start, -80), toAgeRange(upTo80), start).ok).toBe(true);
    expect(checkAge('1946-08-30', toAgeRange(upTo80), start).ok).toBe(false);
  });
});
