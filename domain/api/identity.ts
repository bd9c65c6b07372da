import { z } from 'zod';
import { parseIdCard } from '../validators/id-card';
import { checkMobile } from '../validators/phone';
import { nameText, text } from './fields';

/** Portal-spec 9: 1 name + ID number, 2 the same + mobile phone, 3 the same + a face photo. */
export const VERIFY_TYPES = ['1', '2', '3'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

export const IDENTITY_RESULTS = ['match', 'mismatch', 'not-found', 'unreadable'] as const;
export type IdentityResult = (typeof IDENTITY_RESULTS)[number];

/** A path /file/upload answered: the face photo is uploaded first, as every photo is. */
const storedPath = z.string().regex(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png)$/, '请上传人脸照片');

/** POST /idCard/Verity and /api_ssi/wechatlink/idCardVerity. */
export const identityCheckRequest = z
  .object({
    verifyType: z.enum(VERIFY_TYPES, '请选择核验方式'),
    name: nameText.min(1, '请输入姓名'),
    idNumber: text.min(1, '请输入证件号码').refine((value) => parseIdCard(value).ok, '不合法的身份证号码，请重新输入!'),
    phone: text.optional(),
    photoPath: storedPath.optional(),
    /** The order the person is insured on, when it exists already. */
    policyId: text.optional(),
  })
  .superRefine((request, ctx) => {
    if (request.verifyType === '2' && !checkMobile(request.phone ?? '').ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: '手机号格式不正确，请检查' });
    if (request.verifyType === '3' && !request.photoPath) ctx.addIssue({ code: 'custom', path: ['photoPath'], message: '请上传人脸照片' });
  });
export type IdentityCheckRequest = z.infer<typeof identityCheckRequest>;

export const identityCheckAnswer = z.object({
  checkId: z.string(),
  verifyType: z.enum(VERIFY_TYPES),
  result: z.enum(IDENTITY_RESULTS),
  passed: z.boolean(),
  /** Why, in the words the dialog shows. */
  message: z.string(),
  checkedAt: z.string(),
});
export type IdentityCheckAnswer = z.infer<typeof identityCheckAnswer>;

/** The dialog's words for each result. */
export const IDENTITY_MESSAGES: Record<string, string> = {
  match: '身份核验通过',
  'name-mismatch': '姓名与证件号码不一致',
  'phone-mismatch': '手机号与身份信息不一致',
  'face-mismatch': '人脸照片与身份信息不一致',
  'not-found': '未查询到该身份信息',
  'photo-unreadable': '人脸照片无法识别，请重新拍摄',
};
