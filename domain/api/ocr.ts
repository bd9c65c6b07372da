import { z } from 'zod';

/** POST /certificate/analysisImages: `face` is the photo side of a resident ID card. */
export const OCR_IMAGE_TYPES = ['face', 'passport'] as const;
export type OcrImageType = (typeof OCR_IMAGE_TYPES)[number];

/** Photos per request: a desk of colleagues' cards, not an archive. */
export const MAX_OCR_IMAGES = 20;
/** Pixels per request, all photos together: five 12-megapixel photos, so one caller cannot hold the engine for long. */
export const MAX_OCR_PIXELS_PER_REQUEST = 60_000_000;

export const analysisImage = z.object({
  /** JPEG or PNG, as plain base64 or a data: URL. */
  imageBase64: z.string().min(1, '请上传图片'),
  imageType: z.enum(OCR_IMAGE_TYPES),
  index: z.number().int().min(0),
});
export type AnalysisImage = z.infer<typeof analysisImage>;

export const analysisImagesRequest = z
  .array(analysisImage)
  .min(1, '请上传图片')
  .max(MAX_OCR_IMAGES, `一次最多识别${MAX_OCR_IMAGES}张图片`);
export type AnalysisImagesRequest = z.infer<typeof analysisImagesRequest>;

/**
 * What was read from one photo, in the field names of the spec. ID card: name, sex (男/女), num, birth
 * (YYYYMMDD). Passport: name ("SURNAME,GIVEN NAMES" from the MRZ), name_cn (where printed), sex (M/F),
 * passport_no, birth_date (YYYYMMDD), src_country (ISO 3166 alpha-3 nationality).
 */
export const imageInfo = z.object({
  name: z.string().optional(),
  sex: z.string().optional(),
  num: z.string().optional(),
  birth: z.string().optional(),
  passport_no: z.string().optional(),
  birth_date: z.string().optional(),
  name_cn: z.string().optional(),
  src_country: z.string().optional(),
});
export type ImageInfo = z.infer<typeof imageInfo>;

/** Why a photo gave no person; the client shows `ocr:errors.<code>` (error_msg is the same in Chinese). */
export const OCR_ERROR_CODES = ['NOTHING_RECOGNISED', 'ID_NUMBER_UNCERTAIN', 'MRZ_UNCERTAIN', 'IMAGE_UNREADABLE', 'BUSY'] as const;
export type OcrErrorCode = (typeof OCR_ERROR_CODES)[number];

export const OCR_ERROR_MESSAGES: Record<OcrErrorCode, string> = {
  NOTHING_RECOGNISED: '未识别出有效信息',
  ID_NUMBER_UNCERTAIN: '身份证号码未通过校验，请重新拍摄或手工录入',
  MRZ_UNCERTAIN: '护照机读码未通过校验，请重新拍摄或手工录入',
  IMAGE_UNREADABLE: '图片无法读取，请重新拍摄',
  BUSY: '识别繁忙，请稍后重试',
};

/** One element of the answer's content list, in the order of the request. */
export const analysedImage = z.object({
  index: z.number().int(),
  imageType: z.enum(OCR_IMAGE_TYPES),
  imageInfo: imageInfo.optional(),
  error_msg: z.string().optional(),
  error_code: z.enum(OCR_ERROR_CODES).optional(),
  /**
   * Fields (num, passport_no, birth_date) whose reading was repaired with the document's check digits and
   * the date printed on it. They pass every check, but the agent should look at them once more.
   */
  corrected: z.array(z.string()).optional(),
});
export type AnalysedImage = z.infer<typeof analysedImage>;

/** A person read from a document (portal-spec 3), ready for the insured list. */
export interface RecognisedPerson {
  insName: string;
  name: string;
  gender: 'M' | 'F';
  /** '1' resident ID card, '2' passport. */
  idType: '1' | '2';
  idNumber: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** CHN for an ID card; the passport's nationality otherwise. */
  nationality: string;
  /** The passport's English name with the comma replaced by a space; empty for an ID card. */
  insEnName: string;
}

// Without zod, so the service worker's offline queue can read a person without bundling the schemas.
export { toRecognisedPerson } from './ocr-person';

/** POST /api_xxpl/businessLicense and /api_xxpl/ocrFoodBlicense: a path answered by /file/upload, or a data: URL. */
export const licenceRequest = z.object({ pictureUrl: z.string().trim().min(1, '请上传证件照片！') });
export type LicenceRequest = z.infer<typeof licenceRequest>;

/** `data` of a business licence answer (returnCode 0000). */
export const businessLicenceData = z.object({
  ENTERPRISE_NAME_CH: z.string(),
  /** The unified social credit code, checked (GB 32100). */
  ENTERPRISE_TAXPAYER_REGISTER_ID: z.string(),
  /** Present when the code was repaired with its check character: the agent should look at it once more. */
  CORRECTED_FIELDS: z.array(z.string()).optional(),
});
export type BusinessLicenceData = z.infer<typeof businessLicenceData>;

/** `data` of a food business licence answer: the business licence fields plus the permit number (JY + 14 digits). */
export const foodLicenceData = businessLicenceData.extend({ FOOD_LICENSE_NO: z.string() });
export type FoodLicenceData = z.infer<typeof foodLicenceData>;

/** The code of a licence that was read. */
export const LICENCE_READ = '0000';

/** Return codes of a licence that gave nothing usable (the answer's returnMsg says why in Chinese). */
export const LICENCE_ERRORS = {
  NOTHING_RECOGNISED: { code: '9201', message: { zh: OCR_ERROR_MESSAGES.NOTHING_RECOGNISED, en: 'Nothing readable was recognised.' } },
  USCC_UNCERTAIN: { code: '9202', message: { zh: '统一社会信用代码未通过校验，请重新拍摄或手工录入', en: 'The credit code failed its check; take the photo again or type it in.' } },
  IMAGE_UNREADABLE: { code: '9203', message: { zh: OCR_ERROR_MESSAGES.IMAGE_UNREADABLE, en: 'The picture cannot be read; please take it again.' } },
  BUSY: { code: '9204', message: { zh: OCR_ERROR_MESSAGES.BUSY, en: 'Recognition is busy; please try again shortly.' } },
  PICTURE_NOT_FOUND: { code: '9205', message: { zh: '图片不存在，请重新上传', en: 'The picture was not found; please upload it again.' } },
} as const;

const PERSON_FIELD_OF: Readonly<Record<string, keyof RecognisedPerson>> = {
  num: 'idNumber',
  passport_no: 'idNumber',
  birth_date: 'birthDate',
  sex: 'gender',
  src_country: 'nationality',
  name: 'insEnName',
};

/** The person's fields to mark for a second look: those behind the answer's `corrected` list, and a missing name. */
export function correctedPersonFields(image: AnalysedImage): Array<keyof RecognisedPerson> {
  const fields = (image.corrected ?? []).map((field) => PERSON_FIELD_OF[field]).filter(Boolean);
  if (image.imageInfo && !image.imageInfo.name) fields.push('name');
  return [...new Set(fields)];
}
