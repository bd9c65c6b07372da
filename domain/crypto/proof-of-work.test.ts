import { describe, expect, it } from 'vitest';
import { challengeBits, leadingZeroBits } from './proof-of-work';

describe('proof of work', () => {
  it('counts leading zero bits across bytes', () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x10]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('reads the difficulty of a challenge and refuses a malformed one', () => {
    expect(challengeBits('v1.14.1700000000.seed.mac')).toBe(14);
    expect(challengeBits('v1.x.1700000000.seed.mac')).toBe(0);
    expect(challengeBits('v1.64.1700000000.seed.mac')).toBe(0);
  });
});
