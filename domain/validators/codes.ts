/**
 * Every code a validator returns. The UI shows `validation:<CODE>` from domain/locales/{lng}/validation.json,
 * so client and server say the same thing in both languages.
 */
export const validationCodes = [
  // Person identity numbers
  'ID_TYPE_REQUIRED',
  'ID_NUMBER_REQUIRED',
  'ID_NUMBER_FORMAT',
  'ID_NUMBER_REGION',
  'ID_NUMBER_BIRTH_DATE',
  'ID_NUMBER_FUTURE_BIRTH_DATE',
  'ID_NUMBER_CHECKSUM',
  'ID_VALIDITY_EXPIRED',
  // Company documents
  'USCC_FORMAT',
  'USCC_PREFIX',
  'USCC_CHECKSUM',
  'COMPANY_DOC_REQUIRED',
  'COMPANY_DOC_TYPE_UNKNOWN',
  'COMPANY_DOC_FORMAT',
  'COMPANY_DOC_PLACEHOLDER',
  // Phones and e-mail
  'MOBILE_REQUIRED',
  'MOBILE_FORMAT',
  'LANDLINE_REQUIRED',
  'LANDLINE_FORMAT',
  'SMS_CODE_REQUIRED',
  'SMS_CODE_FORMAT',
  'EMAIL_REQUIRED',
  'EMAIL_FORMAT',
  // Names and addresses
  'NAME_REQUIRED',
  'NAME_CHARS',
  'PERSON_NAME_CHARS',
  'INSURED_NAME_DIGITS',
  'NAME_SCRIPT',
  'ADDRESS_CHARS',
  'HOLDER_ADDRESS_REQUIRED',
  'HOLDER_ADDRESS_TOO_SHORT',
  'HOLDER_ADDRESS_DIGITS_ONLY',
  'HOLDER_ADDRESS_TOO_LONG',
  // Dates and ages
  'DATE_FORMAT',
  'BIRTH_DATE_REQUIRED',
  'BIRTH_DATE_FUTURE',
  'AGE_OUT_OF_RANGE',
  'AGE_OUT_OF_RANGE_DAYS',
  // Uploads and pasting
  'IMAGE_TYPE',
  'UPLOAD_TOO_LARGE',
  'PASTE_UNRECOGNISED',
  // Beneficiaries
  'BENEFICIARY_NONE',
  'BENEFICIARY_SHARE_TOTAL',
  'BENEFICIARY_SHARE_OVER',
  'BENEFICIARY_NAME_REQUIRED',
  'BENEFICIARY_RELATION_REQUIRED',
  'BENEFICIARY_PERCENTAGE_REQUIRED',
  'BENEFICIARY_PERCENTAGE_RANGE',
  'BENEFICIARY_ID_CARD_INVALID',
  'BENEFICIARY_DESIGNATED_NOT_ALLOWED',
  // Insured table
  'INSURED_INCOMPLETE',
  'INSURED_ID_NUMBER_INVALID',
  'OCCUPATION_LEVEL_INVALID',
  'OCCUPATION_LEVEL_MISMATCH',
  'OCCUPATION_NOT_FOUND',
  'OCCUPATION_REFUSED',
  // Insured lists uploaded as spreadsheets
  'SHEET_DUPLICATE_IN_FILE',
  'SHEET_DUPLICATE_EXISTING',
  'SHEET_TOO_MANY_ROWS',
  'SHEET_NOT_XLSX',
  'SHEET_EMPTY',
] as const;

export type ValidationCode = (typeof validationCodes)[number];

/** Translation namespace of the messages (domain/locales/{lng}/validation.json). */
export const VALIDATION_NAMESPACE = 'validation';
