/**
 * Options of a payment call: failures are the caller's to show (a failed payment leads to /result-fail, portal-spec 8),
 * and a key per attempt makes a retried request (double tap, flaky network) answered, not paid twice.
 */
export function idempotentPayment() {
  return { silent: true, headers: { 'Idempotency-Key': crypto.randomUUID() } };
}
