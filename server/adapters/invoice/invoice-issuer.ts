import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** What an invoice says; the issuer gives it its number. */
export interface InvoiceDraft {
  policyNo: string;
  productName: string;
  insurerName: string;
  title: string;
  taxpayerType: 'person' | 'company';
  taxNumber: string | null;
  billingType: 'normal' | 'special';
  bankName: string | null;
  bankAccount: string | null;
  companyAddress: string | null;
  companyPhone: string | null;
  amountFen: number;
  /** Beijing date, YYYY-MM-DD. */
  issuedOn: string;
}

export interface IssuedInvoice {
  invoiceNo: string;
  pdf: Buffer;
}

/**
 * An e-invoice provider (the tax bureau's platform through a service provider). It cannot be reached from here:
 * the local issuer numbers and renders the invoice itself; a provider adapter would implement the same two calls.
 */
export interface InvoiceIssuer {
  /** Issues within the caller's transaction (the local issuer takes its number there). */
  issue(draft: InvoiceDraft, db: Kysely<DB> | Transaction<DB>): Promise<IssuedInvoice>;
  /** Voids an issued invoice (a red-letter reversal at a real provider). */
  void(invoiceNo: string, reason: string): Promise<void>;
}
