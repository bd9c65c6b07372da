/**
 * POST /file/upload and /file/uploadPdf: multipart/form-data with the file in this field. The answer's content is
 * the stored file's path, to send back as idPhoto or pictureUrl.
 */
export const UPLOAD_FIELD = 'multipartFile';

/** The spec's messages (portal-spec 5), answered with a return code other than 00. */
export const UPLOAD_MESSAGES = {
  imageType: '只能上传类型为jpg或png的图片',
  pdfType: '只能上传PDF文件',
  documentType: '只能上传jpg、png或PDF文件',
  tooLarge: '上传文件必须小于10M',
  missing: '请选择要上传的文件',
} as const;

/** Return codes of refused uploads. */
export const UPLOAD_REFUSED = '9101';
