import { queryOptions } from '@tanstack/react-query';
import type { StaffInfo } from '../../../../domain/api/storefront';
import { http } from '../../../lib/api/client';

/** POST /vasco/staffInfo: the visa-centre worker whose link the customer followed. */
export async function fetchStaffInfo(staffId: string): Promise<StaffInfo> {
  return (await http.post<StaffInfo>('/vasco/staffInfo', { staffId }, { silent: true })).content;
}

export const staffInfoQuery = (staffId: string) =>
  queryOptions({ queryKey: ['vascoStaff', staffId], queryFn: () => fetchStaffInfo(staffId), enabled: staffId !== '', retry: false });
