import { createHash } from 'node:crypto';
import { challengeBits, leadingZeroBits, proofMessage } from '../../domain/crypto/proof-of-work';

/** What the client does when challenged: the header value answering `challenge`. */
export function solveChallenge(challenge: string): string {
  const bits = challengeBits(challenge);
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(createHash('sha256').update(proofMessage(challenge, nonce)).digest()) >= bits) return `${challenge}:${nonce}`;
  }
}
