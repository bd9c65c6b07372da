import { states } from 'mrz';
import type { Nationality } from '../../../domain/api/insurers';

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/\(.*?\)|\bthe\b|[,.]/g, '')
    .replace(/&/g, 'and')
    .replace(/\s+/g, ' ')
    .trim();
/** Where ICAO's English name differs from ICU's. */
const ALPHA2_OF: Readonly<Record<string, string>> = {
  BES: 'BQ', BRN: 'BN', CPV: 'CV', COD: 'CD', COG: 'CG', CIV: 'CI', FLK: 'FK', HMD: 'HM', VAT: 'VA', HKG: 'HK', PRK: 'KP', KOR: 'KR',
  LAO: 'LA', MAC: 'MO', PSE: 'PS', PCN: 'PN', RUS: 'RU', BLM: 'BL', SHN: 'SH', KNA: 'KN', LCA: 'LC', MAF: 'MF', SPM: 'PM', VCT: 'VC',
  STP: 'ST', SYR: 'SY', TZA: 'TZ', TUR: 'TR', GBR: 'GB', UMI: 'UM', USA: 'US', VNM: 'VN', VGB: 'VG', VIR: 'VI', ESH: 'EH',
};

/**
 * Every nationality a passport can carry (organisations and special codes left out), China first: the passport codes
 * (ICAO 9303, alpha-3) of states, named by ICU through their alpha-2 code. Built on the first call, not at start-up.
 */
function buildNationalities(): Nationality[] {
  const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const chineseNames = new Intl.DisplayNames(['zh-CN'], { type: 'region' });
  const alpha2ByName = new Map<string, string>();
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      const name = englishNames.of(code);
      if (name && name !== code) alpha2ByName.set(normalise(name), code);
    }
  }
  return (
    Object.entries(states as Record<string, string>)
      // Germany's passports write "D"; the list keeps the alpha-3 code every other state uses.
      .filter(([code]) => code.length === 3)
      .map(([code, icaoName]) => ({ code, alpha2: ALPHA2_OF[code] ?? alpha2ByName.get(normalise(icaoName)) }))
      .filter((entry): entry is { code: string; alpha2: string } => entry.alpha2 !== undefined)
      .map(({ code, alpha2 }) => ({ code, name: chineseNames.of(alpha2) ?? code, nameEn: englishNames.of(alpha2) ?? code }))
      .sort((a, b) => (a.code === 'CHN' ? -1 : b.code === 'CHN' ? 1 : a.nameEn.localeCompare(b.nameEn)))
  );
}

let nationalities: Nationality[] | undefined;

export function findNationalities(keyword: string | undefined): Nationality[] {
  nationalities ??= buildNationalities();
  if (!keyword) return [...nationalities];
  const lower = keyword.toLowerCase();
  return nationalities.filter((entry) => entry.code.toLowerCase() === lower || entry.name.includes(keyword) || entry.nameEn.toLowerCase().includes(lower));
}
