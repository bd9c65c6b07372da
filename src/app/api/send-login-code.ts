import type { z } from 'zod';
import type { smsCodeRequest } from '../../../domain/api/auth';
import { http } from '../../lib/api/client';

/** A development server answers with the code itself (defaultFlag Y). */
interface SentLoginCode {
  defaultFlag?: string;
  verificationCode?: string;
}

/** POST /b2bCustomerWebuser/messagesCode (mode 2): a login code to the policyholder's phone. */
export async function sendLoginCode(request: z.infer<typeof smsCodeRequest>): Promise<SentLoginCode | null> {
  return (await http.post<SentLoginCode | null>('/b2bCustomerWebuser/messagesCode', request)).content;
}
