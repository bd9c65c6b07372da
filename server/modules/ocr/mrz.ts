/** ICAO 9303 check digit: weights 7, 3, 1; digits count as themselves, A-Z as 10-35, the filler < as 0. */
export function mrzCheckDigit(field: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const c = field[i];
    const value = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += value * weights[i % 3];
  }
  return String(sum % 10);
}
