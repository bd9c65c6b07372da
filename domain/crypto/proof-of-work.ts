/**
 * The small proof of work asked after repeated failures on sign-in and the policy query: find a nonce such that
 * SHA-256("<challenge>:<nonce>") starts with `bits` zero bits. The server signs the challenge and checks the
 * answer; the client solves it (only when asked).
 */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';
/** returnCode of "solve this challenge, then send the request again"; content.challenge carries it. */
export const CHALLENGE_REQUIRED = '2008';

/** A challenge reads `v1.<bits>.<expires>.<seed>.<mac>`. */
export function challengeBits(challenge: string): number {
  const bits = Number(challenge.split('.')[1]);
  return Number.isInteger(bits) && bits > 0 && bits <= 32 ? bits : 0;
}

export function proofMessage(challenge: string, nonce: number): string {
  return `${challenge}:${nonce}`;
}

export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
