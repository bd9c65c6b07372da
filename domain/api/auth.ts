import { z } from 'zod';

/** POST /b2bCustomerWebuser/verificationUserLogin: issuing-account name and password (portal-spec 6, mode 1). */
export const accountLoginRequest = z.object({
  loginName: z.string().trim().min(1, '请输入账号'),
  userId: z.string().trim().min(1, '缺少出单人编号'),
  passWord: z.string().min(1, '请输入密码'),
});
export type AccountLoginRequest = z.infer<typeof accountLoginRequest>;

export const loginResponse = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * The login password travels SM4-encrypted with a daily key (portal-spec 9). The prefix ships in the
 * client bundle, so this only keeps the password out of plain logs; TLS is what protects it.
 */
export const LOGIN_CIPHER_PREFIX = 'hbportal';

/** POST /b2bCustomerWebuser/messagesCode: send a login code to the policyholder's phone (mode 2). */
export const smsCodeRequest = z.object({
  userId: z.string().trim().min(1, '缺少出单人编号'),
  holderTelephone: z.string().trim().regex(/^1[3-9]\d{9}$/, '请输入正确手机号'),
});

/** POST /b2bCustomerWebuser/verificationCodeLogin (mode 2). */
export const smsLoginRequest = smsCodeRequest.extend({
  verificationCode: z.string().trim().regex(/^\d{6}$/, '请输入验证码'),
});

/** POST /b2bCustomerWebuser/verificationHolderMsgsLogin: policyholder name and ID number (mode 3). */
export const holderLoginRequest = z.object({
  userId: z.string().trim().min(1, '缺少出单人编号'),
  holderName: z.string().trim().min(1, '请输入姓名'),
  holderIdNumber: z.string().trim().min(1, '请输入证件号码'),
});

/** GET /b2bCustomerWebuser/verificationUreqSeq: a partner's one-time sequence becomes a session. */
export const ureqSeqRequest = z.object({ ureqSeq: z.string().trim().min(8).max(128) });

/** POST /b2bCustomerWebuser/shareLink: the signed-in agent's u and sign for a product link. */
export const shareLinkRequest = z.object({ productCode: z.string().trim().max(40).optional() });

/** POST /b2bCustomerWebuser/loginCheck: the account and (SM4-encrypted) password are right; no session opens. */
export const loginCheckRequest = z.object({
  loginName: z.string().trim().min(1, '请输入账号'),
  userId: z.string().trim().min(1, '缺少出单人编号'),
  password: z.string().min(1, '请输入密码'),
});

/** GET /b2bCustomerWebuser/userLogin: who the token belongs to. */
export const signedInResponse = z.object({
  kind: z.enum(['agent', 'holder']),
  /** The issuing account the session was opened through. */
  issuerId: z.string(),
  /** The agent's display name, or the policyholder's name masked. */
  name: z.string(),
});
export type SignedIn = z.infer<typeof signedInResponse>;

const mobile = z.string().trim().regex(/^1[3-9]\d{9}$/, '请输入正确手机号');

/** POST /message/send: a verification code to a phone typed in a form; msgContent says what it is for. */
export const messageSendRequest = z.object({
  phone: mobile,
  msgContent: z.string().trim().max(60, '短信说明不能超过60个字').optional(),
});

/** POST /message/checkMsgCode: the code the phone received, once. */
export const messageCheckRequest = z.object({
  phone: mobile,
  code: z.string().trim().regex(/^\d{6}$/, '请输入验证码'),
});
