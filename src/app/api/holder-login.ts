import type { z } from 'zod';
import type { holderLoginRequest, LoginResponse } from '../../../domain/api/auth';
import { http } from '../../lib/api/client';

/** POST /b2bCustomerWebuser/verificationHolderMsgsLogin (mode 3): the policyholder's name and ID number; the form shows a refusal. */
export async function holderLogin(request: z.infer<typeof holderLoginRequest>): Promise<LoginResponse> {
  return (await http.post<LoginResponse>('/b2bCustomerWebuser/verificationHolderMsgsLogin', request, { silent: true })).content;
}
