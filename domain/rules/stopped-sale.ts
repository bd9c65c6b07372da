/** Products stopped from sale: hidden, no page, and refused by every sales call (both specs, "stopped from sale"). */
export const STOPPED_SALE_CODES = [
  'tpsfty',
  'tattyw',
  'rscx',
  'ytgzzr',
  'yzzxgz',
  'tkzxb',
  'mrmfgz',
  'hagzzrx',
  'hajgywx',
  'hajgyqx',
  'haaqsc',
  'haspaqzr',
  'ytsnzxjgywx',
  'pagxxpx',
] as const;

/** Products taken back on sale after a stop; the spec's list is empty. */
export const RECOVERED_FROM_STOP: readonly string[] = [];

export function isStoppedFromSale(productCode: string): boolean {
  return (STOPPED_SALE_CODES as readonly string[]).includes(productCode) && !RECOVERED_FROM_STOP.includes(productCode);
}
