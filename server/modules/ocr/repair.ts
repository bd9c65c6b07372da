/** Characters the recogniser mistakes for one another in printed digits and capitals. */
export const DIGIT_CONFUSIONS: Readonly<Record<string, string>> = {
  '0': '8',
  '1': '7',
  '3': '8',
  '5': '6',
  '6': '85',
  '7': '1',
  '8': '036',
};

export interface Repaired {
  value: string;
  /** True when the value differs from what was read. */
  corrected: boolean;
}

/**
 * Makes a reading pass its check, or gives up. A reading that passes is kept. Otherwise every single edit
 * is tried: a confusable character swapped at a position not `locked`, or, when the reading is one character
 * short or long, a doubled character restored (the recogniser merges repeats) or a stray one dropped. Exactly
 * one passing edit is a correction; none or several mean the reading cannot be trusted, and null is returned:
 * a check character is a witness, not a licence to guess.
 */
export function repairReading(
  reading: string,
  options: {
    length: number;
    isValid: (candidate: string) => boolean;
    confusions?: Readonly<Record<string, string>>;
    locked?: ReadonlySet<number>;
  },
): Repaired | null {
  const { length, isValid, confusions = DIGIT_CONFUSIONS, locked = new Set<number>() } = options;
  if (reading.length === length && isValid(reading)) return { value: reading, corrected: false };
  const candidates = new Set<string>();
  if (reading.length === length) {
    for (let i = 0; i < length; i++) {
      if (locked.has(i)) continue;
      for (const other of confusions[reading[i]] ?? '') candidates.add(reading.slice(0, i) + other + reading.slice(i + 1));
    }
  } else if (reading.length === length - 1) {
    for (let i = 0; i < reading.length; i++) candidates.add(reading.slice(0, i + 1) + reading.slice(i));
  } else if (reading.length === length + 1) {
    for (let i = 0; i < reading.length; i++) candidates.add(reading.slice(0, i) + reading.slice(i + 1));
  }
  const passing = [...candidates].filter(isValid);
  return passing.length === 1 ? { value: passing[0], corrected: true } : null;
}
