import { pinyin } from 'pinyin-pro';

/** Region names in English: the English options of the address pickers and the address translator's words. */

const ETHNIC_GROUPS =
  '藏|羌|彝|苗|土家|侗|布依|壮|回|哈尼|傣|景颇|傈僳|白|朝鲜|蒙古|哈萨克|柯尔克孜|黎|瑶|满|畲|仡佬|水|毛南|仫佬|纳西|拉祜|佤|普米|独龙|怒|布朗|阿昌|德昂|基诺|门巴|珞巴|达斡尔|鄂温克|鄂伦春|锡伯|裕固|东乡|保安|撒拉|土|维吾尔|各';
const AUTONOMOUS = new RegExp(`(?:(?:${ETHNIC_GROUPS})族)*(自治区|自治州|自治县|自治旗)$`);
/** Names whose English is not their pinyin. */
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  陕西: 'Shaanxi',
  内蒙古: 'Inner Mongolia',
  呼和浩特: 'Hohhot',
  乌鲁木齐: 'Urumqi',
  拉萨: 'Lhasa',
  哈尔滨: 'Harbin',
};
const REGION_KINDS: readonly [RegExp, string][] = [
  [/自治州$/, 'Autonomous Prefecture'],
  [/自治县$/, 'Autonomous County'],
  [/自治旗$/, 'Autonomous Banner'],
  [/新区$/, 'New Area'],
  [/开发区$/, 'Development Zone'],
  [/园区$/, 'Park'],
  [/管理区$/, 'Administrative Area'],
  [/林区$/, 'Forestry District'],
  [/区$/, 'District'],
  [/县$/, 'County'],
  [/市$/, 'City'],
  [/旗$/, 'Banner'],
  [/地区$/, 'Prefecture'],
  [/盟$/, 'League'],
];

/** The name without its kind: 广西壮族自治区 -> 广西, 南山区 -> 南山, 延边朝鲜族自治州 -> 延边. */
export function baseName(name: string): string {
  const autonomous = name.replace(AUTONOMOUS, '');
  if (autonomous !== name) return autonomous;
  return name.replace(/(省|市|特别行政区|新区|林区|开发区|园区|管理区|地区|区|县|旗|盟)$/, '') || name;
}

/** What naming a region needs of it (a `Region` of regions.ts). */
interface NamedRegion {
  name: string;
  level: 1 | 2 | 3;
}

export function regionEnglish(region: NamedRegion): string {
  const base = baseName(region.name);
  const name = ENGLISH_NAMES[base] ?? romanise(base);
  // Provinces and prefecture-level cities by name; a county-level 市 keeps "City" (昆山市 under 苏州).
  if (region.level === 1 || (region.level === 2 && /市$/.test(region.name))) return name;
  const kind = REGION_KINDS.find(([suffix]) => suffix.test(region.name));
  return kind ? `${name} ${kind[1]}` : name;
}

/** Pinyin written as one capitalised word, with an apostrophe where syllables would run together (Xi'an). */
export function romanise(chinese: string): string {
  const known = ENGLISH_NAMES[chinese];
  if (known) return known;
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  const joined = syllables
    .map((syllable, index) => {
      const plain = syllable.replaceAll('ü', 'v');
      return index > 0 && /^[aoe]/.test(plain) && /[a-z]$/.test(syllables[index - 1]) ? `'${plain}` : plain;
    })
    .join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}
