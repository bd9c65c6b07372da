import { type Insertable, type Kysely, type QueryCreator, sql, type Transaction } from 'kysely';
import { type Insert, inOneStatement } from '../../db/one-statement';
import { jobInsert, type NewJob } from '../../jobs/queue';
import type { KeyRecord } from '../../sales/idempotency';
import type { SaveOrderRequest } from '../../../domain/api/order';
import type { SalesChannel } from '../../../domain/api/storefront';
import type { DB, SalesOrderTable } from '../../db/schema';
import type { OrderDetails } from '../../sales/orders';
import type { SensitiveData } from '../../sales/sensitive';
import type { CheckedInsured } from './check-order';


export interface NewOrder {
  id: string;
  agentId: string;
  /** The storefront home variant the order came through. */
  channel?: SalesChannel;
  request: SaveOrderRequest;
  insureds: CheckedInsured[];
  endDate: string;
  premiumFen: number;
  insuredPremiumsFen: readonly number[];
  details: OrderDetails;
  expiresAt: Date;
}

/** The rows of a new order, ID and phone numbers encrypted: built before the save's transaction, which only writes them. */
export function orderRows(sensitive: SensitiveData, order: NewOrder) {
  const { salPolicy, salPolicyHolder: holder, salInvoice } = order.request;
  const orderRow: Insertable<SalesOrderTable> = {
      id: order.id,
      agent_id: order.agentId,
      product_code: salPolicy.productCode,
      plan_code: salPolicy.planCode,
      status: 'unpaid',
      start_date: salPolicy.startDate,
      end_date: order.endDate,
      premium_fen: order.premiumFen,
      holder_type: holder.holderType,
      holder_name: holder.holderName,
      holder_id_type: holder.holderIdType,
      holder_id_number_enc: sensitive.encrypt(holder.holderIdNumber),
      holder_id_number_bidx: sensitive.blindIndex(holder.holderIdNumber),
      holder_phone_enc: sensitive.encrypt(holder.holderPhone),
      holder_phone_bidx: sensitive.blindIndex(holder.holderPhone),
      holder_email_enc: holder.holderEmail ? sensitive.encrypt(holder.holderEmail) : null,
      holder_address: holder.holderAddress || null,
      invoice: salInvoice ? JSON.stringify(salInvoice) : null,
      details: JSON.stringify(order.details),
      expires_at: order.expiresAt,
      channel_id: order.channel?.channelId ?? null,
      channel_type: order.channel?.channelType ?? null,
  };

  const insuredRows = order.insureds.map(({ source, birthDate, gender }, seq) => ({
    order_id: order.id,
    seq,
    name: source.name,
    en_name: source.enName || null,
    id_type: source.idType,
    id_number_enc: sensitive.encrypt(source.idNumber),
    id_number_bidx: sensitive.blindIndex(source.idNumber),
    birth_date: birthDate ?? null,
    gender: gender ?? null,
    relationship: source.relationship || null,
    occupation_code: source.occupationCode || null,
    occupation_name: source.occupationName || null,
    occupation_level: source.occulevel === undefined ? null : String(source.occulevel),
    phone_enc: source.mobile ? sensitive.encrypt(source.mobile) : null,
    premium_fen: order.insuredPremiumsFen[seq],
  }));
  const beneficiaryRows = order.insureds.flatMap(({ source }, insuredSeq) =>
    source.beneficiaryType === '4'
      ? (source.beneficiaries ?? []).map((beneficiary, seq) => ({
          order_id: order.id,
          insured_seq: insuredSeq,
          seq,
          name: beneficiary.name,
          id_type: beneficiary.idType,
          id_number_enc: sensitive.encrypt(beneficiary.idNumber),
          relationship: beneficiary.relationship,
          percentage: String(beneficiary.percentage),
        }))
      : [],
  );
  return { order: orderRow, insureds: insuredRows, beneficiaries: beneficiaryRows };
}

export type OrderRows = ReturnType<typeof orderRows>;

/** What a save writes with an order's rows: its key's row (so a repeat writes nothing) and its expiry job. */
export interface OrderCompanions {
  record?: KeyRecord;
  expiry: NewJob;
  /** Writes nothing, failing with `insuredOnFile`, when any of the order's insureds is on an order already. */
  unlessInsuredOnFile?: boolean;
}

const INSURED_ON_FILE = 'RC001';

/** The statement of `unlessInsuredOnFile` found an insured on an order (migration 141). */
export function insuredOnFile(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === INSURED_ON_FILE;
}

// Chunks keep each statement's parameters well under PostgreSQL's limit for a 2000-person group.
const INSUREDS_PER_STATEMENT = 500;

/**
 * Writes an order with its companions in one statement, atomic by itself: the embedded database's one connection
 * is held for one statement, not a transaction of five. A group of more insureds than one statement takes, or
 * `alsoInTransaction` (a quotation marked ordered), goes in a transaction with it.
 */
export async function insertOrder(
  db: Kysely<DB>,
  rows: OrderRows,
  companions: OrderCompanions,
  alsoInTransaction?: (trx: Transaction<DB>) => Promise<void>,
): Promise<void> {
  const [first = [], ...rest] = chunked(rows.insureds, INSUREDS_PER_STATEMENT);
  const { record, expiry, unlessInsuredOnFile } = companions;
  const order = unlessInsuredOnFile
    ? { ...rows.order, id: sql<string>`order_id_unless_insured_on_file(${rows.order.id}, ${rows.insureds.map((insured) => insured.id_number_bidx)})` }
    : rows.order;
  const inserts: Insert[] = [
    ...(record ? [(creator: QueryCreator<DB>) => creator.insertInto('idempotency_record').values(record)] : []),
    (creator) => creator.insertInto('sales_order').values(order),
    ...(first.length > 0 ? [(creator: QueryCreator<DB>) => creator.insertInto('order_insured').values(first)] : []),
    ...(rows.beneficiaries.length > 0 ? [(creator: QueryCreator<DB>) => creator.insertInto('order_beneficiary').values(rows.beneficiaries)] : []),
    (creator) => jobInsert(creator, expiry),
  ];
  if (rest.length === 0 && !alsoInTransaction) {
    await inOneStatement(db, inserts).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await inOneStatement(trx, inserts).execute();
    for (const chunk of rest) await trx.insertInto('order_insured').values(chunk).execute();
    await alsoInTransaction?.(trx);
  });
}

function chunked<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, at) => items.slice(at * size, (at + 1) * size));
}
