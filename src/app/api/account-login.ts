import { type AccountLoginRequest, LOGIN_CIPHER_PREFIX, type LoginResponse } from '../../../domain/api/auth';
import { sm4EncryptText } from '../../../domain/crypto';
import { http } from '../../lib/api/client';

/** POST /b2bCustomerWebuser/verificationUserLogin (mode 1): the password travels SM4-encrypted; the form shows a refusal. */
export async function accountLogin(request: AccountLoginRequest): Promise<LoginResponse> {
  const passWord = sm4EncryptText(request.passWord, LOGIN_CIPHER_PREFIX);
  return (await http.post<LoginResponse>('/b2bCustomerWebuser/verificationUserLogin', { ...request, passWord }, { silent: true })).content;
}
