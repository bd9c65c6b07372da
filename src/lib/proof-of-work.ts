import { challengeBits, leadingZeroBits, proofMessage } from '../../domain/crypto/proof-of-work';

/** Solves a server's challenge (loaded only when one arrives): the header value to send the request again with. */
export async function solveChallenge(challenge: string): Promise<string> {
  const bits = challengeBits(challenge);
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce++) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(proofMessage(challenge, nonce))));
    if (leadingZeroBits(digest) >= bits) return `${challenge}:${nonce}`;
  }
}
