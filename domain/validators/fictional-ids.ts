import { identityCheckCharacter } from './identity-number';
import { usccCheckCharacter } from './uscc';

/**
 * A made-up but valid ID card or residence permit number, for tests, seed data and demos (never a real
 * person's): 6-digit region, birth date YYYY-MM-DD, sequence 0-999 (odd for a man), check character.
 */
export function fictionalIdNumber(region: string, birthDate: string, sequence: number): string {
  const first17 = `${region}${birthDate.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
  return first17 + identityCheckCharacter(first17);
}

/** A made-up but valid unified social credit code: 2-character prefix, 6-digit region, 9-character body. */
export function fictionalUscc(prefix: string, region: string, body: string): string {
  const first17 = `${prefix}${region}${body}`;
  return first17 + usccCheckCharacter(first17);
}
