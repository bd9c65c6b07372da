import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { catalog } from '../catalog';
import { grantProducts } from '../sales/authority';
import type { SalesContext } from '../sales/context';
import { hashPassword } from '../sales/passwords';
import { writeEnterpriseSeed } from '../modules/enterprises';
import { seedDemoGroupPolicy, seedDemoPolicy } from './demo-policy';

/** The demo issuing account written in the README: fictional, for trying the portal at once. */
export const DEMO_AGENT = {
  id: '800001',
  loginName: 'demo-agent',
  password: 'Demo#2026',
  displayName: '演示代理人 林晓',
  balanceFen: 10_000_000,
} as const;

/** Seeds each demo set once, in one transaction, however often the server starts. */
export async function seedDemo(sales: SalesContext): Promise<boolean> {
  const { db } = sales;
  const passwordHash = await hashPassword(DEMO_AGENT.password);
  const agentSeeded = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('demo_seed')
      .values({ name: 'agent-v1' })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .insertInto('agent')
      .values({
        id: DEMO_AGENT.id,
        login_name: DEMO_AGENT.loginName,
        password_hash: passwordHash,
        display_name: DEMO_AGENT.displayName,
        balance_fen: DEMO_AGENT.balanceFen,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return true;
  });
  // Every product on sale, checked at each start so a product added later is granted too.
  await grantProducts(db, DEMO_AGENT.id, catalog.products.filter((product) => !product.flags.stoppedFromSale).map((product) => product.code));
  // The demo policy goes through the real save and pay services, which run their own transactions.
  const policySeeded = await seedSetOnce(db, 'policy-v1', () => seedDemoPolicy(sales, DEMO_AGENT.id));
  // The enterprises company search finds (fictional, with valid credit codes).
  const enterprisesSeeded = await seedSetOnce(db, 'enterprises-v1', () => writeEnterpriseSeed(db));
  return agentSeeded || policySeeded || enterprisesSeeded;
}

/**
 * The running portal's demo book adds an issued group policy to try servicing on; tests keep the agent's book to
 * what each one makes. Seeded once, after seedDemo.
 */
export async function seedDemoGroup(sales: SalesContext): Promise<boolean> {
  return seedSetOnce(sales.db, 'group-policy-v1', () => seedDemoGroupPolicy(sales, DEMO_AGENT));
}

async function seedSetOnce(db: Kysely<DB>, name: string, seed: () => Promise<void>): Promise<boolean> {
  const done = await db.selectFrom('demo_seed').select('name').where('name', '=', name).executeTakeFirst();
  if (done) return false;
  await seed();
  await db.insertInto('demo_seed').values({ name }).onConflict((oc) => oc.column('name').doNothing()).execute();
  return true;
}
