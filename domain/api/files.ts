/**
 * POST /file/upload and /file/uploadPdf: multipart/form-data with the file in this field. The answer's content is
 * the stored file's path, to send back as idPhoto or pictureUrl.
 */
export const UPLOAD_FIELD = 'multipartFile';

/** The spec's messages (portal-spec 5), answered with a return code other than 00. */
export const UPLOAD_MESSAGES = {
  imageType: { zh: '只能上传类型为jpg或png的图片', en: 'Only jpg or png pictures can be uploaded.' },
  pdfType: { zh: '只能上传PDF文件', en: 'Only PDF files can be uploaded.' },
  documentType: { zh: '只能上传jpg、png或PDF文件', en: 'Only jpg, png or PDF files can be uploaded.' },
  tooLarge: { zh: '上传文件必须小于10M', en: 'The file must be smaller than 10 MB.' },
  missing: { zh: '请选择要上传的文件', en: 'Please choose a file to upload.' },
} as const;

/** Return codes of refused uploads. */
export const UPLOAD_REFUSED = '9101';
