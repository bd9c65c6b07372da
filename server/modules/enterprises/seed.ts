import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fictionalUscc, USCC_ALPHABET } from '../../../domain/validators';
import { nameTerms } from './keywords';

// Fictional enterprises: a city, a made-up trade name and a line of business; no real company is named.
const CITIES = [
  { name: '北京', region: '110105' },
  { name: '上海', region: '310115' },
  { name: '广州', region: '440106' },
  { name: '深圳', region: '440305' },
  { name: '杭州', region: '330106' },
  { name: '成都', region: '510107' },
  { name: '苏州', region: '320505' },
  { name: '武汉', region: '420106' },
] as const;
const TRADE_NAMES = ['星河', '云帆', '青禾', '明川', '远拓', '晨曦', '瑞丰', '嘉木', '海澜', '松柏', '启航', '恒通'] as const;
const BUSINESSES = ['精密制造有限公司', '物流有限公司', '建筑工程有限公司', '食品有限公司', '科技有限公司'] as const;

export interface SeedEnterprise {
  id: string;
  name: string;
  uscc: string;
  registration_no: string;
  org_code: string;
}

/** The 480 seeded enterprises (8 cities x 12 trade names x 5 businesses), each with a valid credit code. */
export function seedEnterprises(): SeedEnterprise[] {
  const enterprises: SeedEnterprise[] = [];
  for (const city of CITIES) {
    for (const trade of TRADE_NAMES) {
      for (const business of BUSINESSES) {
        const serial = enterprises.length + 1;
        // A 9-character organisation code: "MA" (issued after 2015), six digits, and a letter or digit.
        const orgCode = `MA${String(100_000 + serial * 37).slice(-6)}${USCC_ALPHABET[serial % USCC_ALPHABET.length]}`;
        enterprises.push({
          id: `E${String(serial).padStart(6, '0')}`,
          name: `${city.name}${trade}${business}`,
          uscc: fictionalUscc('91', city.region, orgCode),
          registration_no: `${city.region}${String(serial).padStart(9, '0')}`,
          org_code: orgCode,
        });
      }
    }
  }
  return enterprises;
}

/** Writes the enterprises and their keyword index (run once by the demo seed). */
export async function writeEnterpriseSeed(db: Kysely<DB>): Promise<void> {
  const enterprises = seedEnterprises();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('enterprise').values(enterprises).onConflict((oc) => oc.column('id').doNothing()).execute();
    const terms = enterprises.flatMap((enterprise) => nameTerms(enterprise.name).map((gram) => ({ gram, enterprise_id: enterprise.id })));
    // In slices: one statement's parameters stay well under the PostgreSQL limit.
    for (let start = 0; start < terms.length; start += 2_000) {
      await trx.insertInto('enterprise_keyword').values(terms.slice(start, start + 2_000)).onConflict((oc) => oc.doNothing()).execute();
    }
  });
}
