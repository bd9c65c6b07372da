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
