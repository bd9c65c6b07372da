import type { AddressPart, AddressPartKind, TranslatedAddress } from '../../../domain/api/tools';
import { ADDRESS_PART_KINDS } from '../../../domain/api/tools';
import { baseName, PROVINCES, type Region, regionEnglish, romanise } from '../reference';

/**
 * A Chinese postal address in English, in the order consulates and carriers read it: room, floor, unit, building,
 * estate, number and street, village, town, district, city, province and postcode, China. Provinces and
 * prefecture-level cities are written by name alone ("Shenzhen, Guangdong"); smaller units keep their kind
 * ("Nanshan District", "Huaqiao Town"), because their names repeat across the country.
 */
export function translateAddress(source: string): TranslatedAddress {
  const text = source
    .replace(/\s+|[,，、;；。]/g, '')
    .replace(/^(中华人民共和国|中国)/, '');
  if (!text) return { source, english: '', parts: [], problem: 'EMPTY' };
  if (!/\p{Script=Han}/u.test(text)) return { source, english: '', parts: [], problem: 'NOT_CHINESE' };

  const { postcode, rest } = takePostcode(text);
  const region = matchRegion(rest);
  const parts: AddressPart[] = [...region.parts, ...streetParts(rest.slice(region.length))];
  if (postcode) parts.push({ kind: 'postcode', chinese: postcode, english: postcode });
  const ordered = orderForEnglish(parts);
  return { source, english: compose(ordered), parts: ordered, ...(region.code && { regionCode: region.code }) };
}

/** A postcode is six digits after 邮编, or six digits standing alone at either end. */
function takePostcode(text: string): { postcode?: string; rest: string } {
  const marked = /(邮编|邮政编码)[:：]?(\d{6})(?!\d)/.exec(text);
  if (marked) return { postcode: marked[2], rest: text.replace(marked[0], '') };
  const edge = /^(\d{6})(?=\p{Script=Han})|(?<=\p{Script=Han})(\d{6})$/u.exec(text);
  if (edge) return { postcode: edge[1] ?? edge[2], rest: text.replace(edge[0], '') };
  return { rest: text };
}

// ---- Regions: names from the reference data, recognised in full ("广东省") or by their short form ("广东").

/** A short name followed by a street's or town's kind word is that street's name (吉林路, 中山大道). */
const KIND_WORD_AHEAD = /^(东路|西路|南路|北路|中路|路|街|大道|巷|胡同|镇|乡|村|号|小区|花园)/;

interface RegionMatch {
  region: Region;
  length: number;
  /** Matched by the short form: trusted only when the next level follows. */
  short: boolean;
}

function matchAt(text: string, candidates: readonly Region[]): RegionMatch | undefined {
  let best: RegionMatch | undefined;
  for (const region of candidates) {
    if (region.administrative || region.name === '市辖区') continue;
    const base = baseName(region.name);
    const forms: [string, boolean][] = [[region.name, false], ...(base.length >= 2 && base !== region.name ? [[base, true] as [string, boolean]] : [])];
    for (const [form, short] of forms) {
      if (!text.startsWith(form) || (short && KIND_WORD_AHEAD.test(text.slice(form.length)))) continue;
      if (!best || form.length > best.length) best = { region, length: form.length, short };
    }
  }
  return best;
}

const districtsOf = (region: Region): Region[] => (region.level === 1 ? region.children.flatMap((city) => city.children) : region.children);
const ALL_CITIES = PROVINCES.flatMap((province) => province.children);

function matchRegion(text: string): { parts: AddressPart[]; length: number; code?: string } {
  let position = 0;
  let province = matchAt(text, PROVINCES);
  let city: RegionMatch | undefined;
  let district: RegionMatch | undefined;
  if (province) {
    const after = text.slice(province.length);
    city = matchAt(after, province.region.children);
    district = matchAt(city ? after.slice(city.length) : after, city ? city.region.children : districtsOf(province.region));
    if (province.short && !city && !district) province = undefined;
  } else {
    city = matchAt(text, ALL_CITIES);
    if (city) district = matchAt(text.slice(city.length), city.region.children);
  }
  // A short city name with nothing after it is more likely a street's name (中山路).
  if (city?.short && !province && !district) city = undefined;
  if (city?.short && !province && district?.short) district = undefined;
  if (!city && !province) district = undefined;

  const parts: AddressPart[] = [];
  for (const match of [province, city, district]) {
    if (!match) continue;
    parts.push({ kind: KIND_OF_LEVEL[match.region.level], chinese: text.slice(position, position + match.length), english: regionEnglish(match.region) });
    position += match.length;
  }
  const smallest = district ?? city ?? province;
  const chain = smallest ? ancestors(smallest.region) : [];
  // Named without its province ("杭州市西湖区"), the address still ends with it.
  for (const implied of chain) {
    if (!parts.some((part) => part.kind === KIND_OF_LEVEL[implied.level]) && !implied.administrative) {
      parts.push({ kind: KIND_OF_LEVEL[implied.level], chinese: '', english: regionEnglish(implied) });
    }
  }
  return { parts, length: position, ...(smallest && { code: smallest.region.code }) };
}

const KIND_OF_LEVEL = { 1: 'province', 2: 'city', 3: 'district' } as const;

function ancestors(region: Region): Region[] {
  const chain: Region[] = [];
  for (let current = region.parent; current; current = current.parent) chain.push(current);
  return chain;
}

// ---- Below the district: towns, villages, streets, numbers, buildings, rooms.

const NUMBER = '[0-9A-Za-z]+(?:[-－][0-9A-Za-z]+)*';
const NAME = '[\\p{Script=Han}A-Za-z0-9]+?';

interface Rule {
  kind: AddressPartKind;
  pattern: RegExp;
  english: (name: string, suffix: string) => string;
}

const word = (words: Readonly<Record<string, string>>) => (name: string, suffix: string) => `${romanise(name)} ${words[suffix]}`;
const numbered = (words: Readonly<Record<string, string>>) => (name: string, suffix: string) => `${words[suffix]} ${name}`;
const suffixes = (words: Readonly<Record<string, string>>) =>
  Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join('|');
const rule = (kind: AddressPartKind, body: string, words: Readonly<Record<string, string>>, english: Rule['english']): Rule => ({
  kind,
  pattern: new RegExp(`(${body})(${suffixes(words)})`, 'uy'),
  english,
});

const STREETS = { 东路: 'East Road', 西路: 'West Road', 南路: 'South Road', 北路: 'North Road', 中路: 'Middle Road', 大道: 'Avenue', 大街: 'Street', 路: 'Road', 街: 'Street', 巷: 'Lane', 胡同: 'Hutong', 道: 'Road' };
const ESTATES = { 小区: 'Community', 花园: 'Garden', 公寓: 'Apartment', 大厦: 'Mansion', 广场: 'Plaza', 家园: 'Homeland', 新村: 'New Village', 苑: 'Court', 中心: 'Center', 工业园: 'Industrial Park', 科技园: 'Science Park', 开发区: 'Development Zone' };
const TOWNS = { 镇: 'Town', 乡: 'Township', 街道: 'Subdistrict' };
const VILLAGES = { 村: 'Village', 社区: 'Community' };
const BUILDINGS = { 栋: 'Building', 幢: 'Building', 号楼: 'Building', 座: 'Block' };

const RULES: readonly Rule[] = [
  rule('room', NUMBER, { 室: '', 房: '', 号房: '' }, (name) => `Room ${name}`),
  rule('floor', NUMBER, { 楼: '', 层: '' }, (name) => `Floor ${name}`),
  rule('unit', NUMBER, { 单元: '' }, (name) => `Unit ${name}`),
  rule('building', NUMBER, BUILDINGS, numbered(BUILDINGS)),
  rule('number', NUMBER, { 号: '' }, (name) => `No. ${name}`),
  rule('lane', NUMBER, { 弄: '' }, (name) => `Lane ${name}`),
  rule('group', NUMBER, { 组: '', 队: '' }, (name) => `Group ${name}`),
  rule('street', NAME, STREETS, word(STREETS)),
  rule('estate', NAME, ESTATES, word(ESTATES)),
  rule('town', NAME, TOWNS, word(TOWNS)),
  rule('village', NAME, VILLAGES, word(VILLAGES)),
];

/** A kind word right after a name's kind word leaves the second unnamed: the first was part of the name (中关村大街). */
const NAMED_KIND_AHEAD = new RegExp(`^(${suffixes({ ...STREETS, ...ESTATES, ...TOWNS, ...VILLAGES })})`);
const NAMED_KINDS: ReadonlySet<AddressPartKind> = new Set(['street', 'estate', 'town', 'village']);

/** The next piece: the one whose name ends first (the nearest kind word), and of those the longest (5号楼 over 5号). */
function nextPart(text: string, at: number): { part: AddressPart; end: number } | undefined {
  let best: { part: AddressPart; nameEnd: number; end: number } | undefined;
  for (const { kind, pattern, english } of RULES) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) continue;
    const nameEnd = at + match[1].length;
    const end = at + match[0].length;
    if (NAMED_KINDS.has(kind) && NAMED_KIND_AHEAD.test(text.slice(end))) continue;
    if (!best || nameEnd < best.nameEnd || (nameEnd === best.nameEnd && end > best.end)) {
      best = { part: { kind, chinese: match[0], english: english(match[1], match[2]) }, nameEnd, end };
    }
  }
  return best;
}

function streetParts(text: string): AddressPart[] {
  const parts: AddressPart[] = [];
  let at = 0;
  let pending = '';
  const flush = () => {
    if (pending) parts.push({ kind: 'other', chinese: pending, english: romanise(pending) });
    pending = '';
  };
  while (at < text.length) {
    const next = nextPart(text, at);
    // Text before the next kind word that is not a name of it (a landmark, a company) is kept as it sounds.
    if (!next) {
      pending += text[at];
      at += 1;
      continue;
    }
    flush();
    parts.push(next.part);
    at = next.end;
  }
  flush();
  return parts;
}

// ---- Writing it out.

function orderForEnglish(parts: readonly AddressPart[]): AddressPart[] {
  const rank = (part: AddressPart) => ADDRESS_PART_KINDS.indexOf(part.kind);
  return parts
    .map((part, index) => ({ part, index }))
    .sort((a, b) => rank(a.part) - rank(b.part) || b.index - a.index)
    .map(({ part }) => part);
}

/** "No. 88 Zhongshan Road" reads as one piece; the postcode follows the province; the last line is China. */
function compose(parts: readonly AddressPart[]): string {
  const pieces: string[] = [];
  parts.forEach((part, index) => {
    const previous = parts[index - 1];
    if (part.kind === 'street' && previous?.kind === 'number') pieces[pieces.length - 1] += ` ${part.english}`;
    else if (part.kind === 'postcode' && pieces.length > 0) pieces[pieces.length - 1] += ` ${part.english}`;
    else pieces.push(part.english);
  });
  return [...pieces, 'China'].join(', ');
}
