export type { InvoiceDraft, InvoiceIssuer, IssuedInvoice } from './invoice-issuer';
export { localInvoiceIssuer } from './local-issuer';
