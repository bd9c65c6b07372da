import { mutationOptions } from '@tanstack/react-query';
import type { TranslatedAddress } from '../../../../domain/api/tools';
import { http } from '../../../lib/api/client';

/** POST /tools/translateAddress: each Chinese address in English, in the order the lines were given. */
export async function translateAddresses(addresses: string[]): Promise<TranslatedAddress[]> {
  return (await http.post<TranslatedAddress[]>('/tools/translateAddress', { addresses })).content;
}

export const translateAddressesMutation = mutationOptions({ mutationKey: ['translateAddresses'], mutationFn: translateAddresses });
