import { describe, expect, it } from 'vitest';
import { wantsInvoice } from './order';

describe('an order’s invoice wish', () => {
  it('asks for an invoice only when its flag says yes, in each way the save calls write it', () => {
    for (const invoiceFlag of [true, 'Y', '1']) expect(wantsInvoice({ invoiceFlag, title: '林雨晴' })).toBe(true);
    for (const invoiceFlag of [false, 'N', '0', undefined]) expect(wantsInvoice({ invoiceFlag, title: '林雨晴' })).toBe(false);
    expect(wantsInvoice(null)).toBe(false);
    expect(wantsInvoice(undefined)).toBe(false);
  });
});
