/** Exact decimal arithmetic on the digits of a number, so 1.005 rounds to 1.01 and 0.29 yuan is 29 fen. */

const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** The shortest decimal text of a number or decimal string, as [digits without point, power of ten]. */
function decimalParts(value: number | string): { negative: boolean; digits: string; exponent: number } {
  const text = typeof value === 'number' ? finiteExponential(value) : decimalTextToExponential(value);
  const [mantissa, exponent] = text.split('e');
  const negative = mantissa.startsWith('-');
  const [whole, fraction = ''] = mantissa.replace(/^[+-]/, '').split('.');
  return { negative, digits: whole + fraction, exponent: Number(exponent) - fraction.length };
}

function finiteExponential(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // toExponential() without digits gives the shortest text that reads back as the same number.
  return value.toExponential();
}

function decimalTextToExponential(text: string): string {
  const trimmed = text.trim();
  if (!DECIMAL_TEXT.test(trimmed)) throw new RangeError(`Not a decimal number: ${text}`);
  return `${trimmed}e0`;
}

/** value x 10^places, shifting the decimal point in text instead of multiplying binary fractions. */
export function shiftDecimal(value: number | string, places: number): number {
  const { negative, digits, exponent } = decimalParts(value);
  return Number(`${negative ? '-' : ''}${digits}e${exponent + places}`) + 0;
}

/** value x 10^decimals rounded half-up (half away from zero, as in accounting) to a whole number. */
export function toScaledInteger(value: number | string, decimals: number): number {
  const scaled = shiftDecimal(value, decimals);
  return Math.sign(scaled) * Math.round(Math.abs(scaled)) + 0;
}

/** Rounds half-up to `decimals` places; 4 is the portal's default for premium rates. */
export function roundHalfUp(value: number | string, decimals = 4): number {
  return shiftDecimal(toScaledInteger(value, decimals), -decimals);
}

/** The exact product of an integer and a decimal factor, rounded half-up to an integer (BigInt, no drift). */
export function multiplyRounded(integer: number, factor: number | string): number {
  if (!Number.isSafeInteger(integer)) throw new RangeError(`Not a safe integer: ${integer}`);
  const { negative, digits, exponent } = decimalParts(factor);
  let product = BigInt(integer) * BigInt(digits) * (negative ? -1n : 1n);
  if (exponent >= 0) return Number(product * 10n ** BigInt(exponent));
  const divisor = 10n ** BigInt(-exponent);
  const sign = product < 0n ? -1n : 1n;
  product *= sign;
  return Number(sign * ((product + divisor / 2n) / divisor)) + 0;
}
