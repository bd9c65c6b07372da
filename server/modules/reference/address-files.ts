import type { AddressNode } from '../../../domain/api/reference';
import { addressDetail, PROVINCES, type Region } from './regions';

function toNode(region: Region, withFullName: boolean): AddressNode {
  const children = region.children.map((child) => toNode(child, withFullName));
  return {
    value: region.code,
    text: region.name,
    ...(children.length > 0 && { children }),
    // The group-property file names each place in full, as the property's address is printed on the policy.
    ...(withFullName && children.length === 0 && { fullName: addressDetail(region).fullName }),
  };
}

/** The common address file, and the group-property one, which adds each place's full name (portal-spec 2.3). */
export const ADDRESS_FILES = {
  common: PROVINCES.map((province) => toNode(province, false)),
  'group-property': PROVINCES.map((province) => toNode(province, true)),
} as const;
