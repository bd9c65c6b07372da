import { queryOptions } from '@tanstack/react-query';
import type { RegionEntry } from '../../../../domain/api/reference';
import { http } from '../../../lib/api/client';

type RegionLevel = 'province' | 'city' | 'district';

const PATHS: Record<RegionLevel, string> = { province: '/policy/getAllProvince', city: '/policy/getCityByProvince', district: '/policy/getDistrictByCity' };

/** GET /policy/getAllProvince, /policy/getCityByProvince, /policy/getDistrictByCity: one level of the address cascade. */
export async function fetchRegions(level: RegionLevel, parent: string): Promise<RegionEntry[]> {
  return (await http.get<RegionEntry[]>(PATHS[level], parent ? { code: parent } : undefined)).content;
}

export const regionsQuery = (level: RegionLevel, parent = '') =>
  queryOptions({
    queryKey: ['regions', level, parent],
    queryFn: () => fetchRegions(level, parent),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: level === 'province' || parent !== '',
  });
