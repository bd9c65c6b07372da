import { randomBytes } from 'node:crypto';
import { todayInBeijing } from '../../domain/validators';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * An order's id (the spec's policyId): the Beijing date and 12 random characters (60 bits). It travels in
 * result-page URLs and opens the payment of the order, so it must not be guessable.
 */
export function newOrderId(now: Date = new Date()): string {
  return `P${todayInBeijing(now).replaceAll('-', '')}${randomCode(12)}`;
}

export function newPaymentId(): string {
  return `PAY${Date.now()}${randomCode(8)}`;
}

function randomCode(length: number): string {
  return [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** An endorsement batch's id: like an order's, it opens the batch's payment, so it is not guessable. */
export function newBatchId(now: Date = new Date()): string {
  return `B${todayInBeijing(now).replaceAll('-', '')}${randomCode(12)}`;
}
