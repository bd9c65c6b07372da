import { defineCodeTable } from './code-entry';

/** Identity verification (portal-spec 9): 1 name + ID number, 2 the same + mobile phone, 3 the same + face photo. */
export const identityVerificationTypes = defineCodeTable('identityVerificationType', ['1', '2', '3']);
export type IdentityVerificationType = (typeof identityVerificationTypes)[number]['code'];
