import { defineCodeTable } from './code-entry';

/** 1 account and password, 2 SMS code to the policyholder's phone, 3 policyholder name and ID number. */
export const identityVerificationTypes = defineCodeTable('identityVerificationType', ['1', '2', '3']);
export type IdentityVerificationType = (typeof identityVerificationTypes)[number]['code'];
