import type { z } from 'zod';
import type { LoginResponse, smsLoginRequest } from '../../../domain/api/auth';
import { http } from '../../lib/api/client';

/** POST /b2bCustomerWebuser/verificationCodeLogin (mode 2): phone and the code sent to it. */
export async function codeLogin(request: z.infer<typeof smsLoginRequest>): Promise<LoginResponse> {
  return (await http.post<LoginResponse>('/b2bCustomerWebuser/verificationCodeLogin', request)).content;
}
