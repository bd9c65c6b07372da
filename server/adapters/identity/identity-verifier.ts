import type { IdentityResult, VerifyType } from '../../../domain/api/identity';

export interface IdentityQuery {
  verifyType: VerifyType;
  name: string;
  idNumber: string;
  phone?: string;
  /** The face photo (JPEG or PNG) for type 3. */
  photo?: Buffer;
}

export interface IdentityVerdict {
  result: IdentityResult;
  /** A key of IDENTITY_MESSAGES: which part did not match. */
  reason: string;
}

/** An identity registry (the public-security citizen check, a carrier's phone check, a face comparison). */
export interface IdentityVerifier {
  /** Recorded with each check: which provider answered. */
  readonly provider: string;
  verify(query: IdentityQuery): Promise<IdentityVerdict>;
}
