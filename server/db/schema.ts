import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The partner pages an issuing account sells through (migrations 060, 061). */
export type SalesChannel = 'direct' | 'yan' | 'xinshan';

export interface AgentTable {
  id: string;
  login_name: string;
  password_hash: string;
  display_name: string;
  balance_fen: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  sales_channel: ColumnType<SalesChannel, SalesChannel | undefined, SalesChannel>;
  created_at: Timestamp;
}

export interface IssuerProductTable {
  agent_id: string;
  product_code: string;
  granted_at: Timestamp;
}

export interface EnterpriseBankUpdateTable {
  id: ColumnType<string, never, never>;
  batch_no: string;
  agent_id: string;
  order_id: string;
  bank_code: string;
  account_type: string;
  account_name: string;
  account_no_enc: string;
  account_no_masked: string;
  created_at: Timestamp;
}

export interface SessionTable {
  token_hash: string;
  subject_type: 'agent' | 'holder';
  subject_id: string;
  agent_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
}

export interface LoginCodeTable {
  id: ColumnType<string, never, never>;
  phone_hash: string;
  agent_id: string | null;
  purpose: ColumnType<'login' | 'verify', 'login' | 'verify' | undefined, 'login' | 'verify'>;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface UreqSeqTable {
  seq_hash: string;
  agent_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface MigrationTable {
  id: string;
  applied_at: Timestamp;
}

export interface DemoSeedTable {
  name: string;
  seeded_at: Timestamp;
}

type Money = ColumnType<string, string | number | bigint, string | number | bigint>;
type Generated<T> = ColumnType<T, T | undefined, T>;
type Json = ColumnType<unknown, string, string>;

export interface SalesOrderTable {
  id: string;
  agent_id: string;
  product_code: string;
  plan_code: string;
  status: 'unpaid' | 'paid' | 'issued' | 'expired' | 'refunded';
  start_date: string;
  end_date: string;
  premium_fen: Money;
  holder_type: string;
  holder_name: string;
  /** Blind index of the holder's name, filled in by the names-at-rest plugin (migration 135). */
  holder_name_bidx: ColumnType<string | null, string | null | undefined, string | null>;
  holder_id_type: string;
  holder_id_number_enc: string;
  holder_id_number_bidx: string;
  holder_phone_enc: string;
  holder_phone_bidx: string;
  holder_email_enc: string | null;
  holder_address: string | null;
  invoice: Json | null;
  details: Json;
  expires_at: Timestamp;
  paid_at: Date | null;
  refund_reason: ColumnType<string | null, string | null | undefined, string | null>;
  refund_reason_en: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  channel_id: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  refund_bank: ColumnType<unknown, string | null | undefined, string | null>;
  channel_type: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderInsuredTable {
  order_id: string;
  seq: number;
  name: string;
  name_bidx: ColumnType<string | null, string | null | undefined, string | null>;
  en_name: string | null;
  id_type: string;
  id_number_enc: string;
  id_number_bidx: string;
  birth_date: string | null;
  gender: string | null;
  relationship: string | null;
  occupation_code: string | null;
  occupation_name: string | null;
  occupation_level: string | null;
  phone_enc: string | null;
  premium_fen: Money;
}

export interface OrderBeneficiaryTable {
  order_id: string;
  insured_seq: number;
  seq: number;
  name: string;
  id_type: string;
  id_number_enc: string;
  relationship: string;
  percentage: ColumnType<string, string | number, string | number>;
}

export interface IdempotencyRecordTable {
  scope: string;
  key: string;
  request_hash: string;
  response: Json | null;
  created_at: Timestamp;
}

export interface ScreenRecordTable {
  id: Generated<string>;
  policy_id: string;
  browser_type: string | null;
  close_type: string | null;
  save_time: string | null;
  url: string | null;
  msg_id: string | null;
  created_at: Timestamp;
}

export interface PaymentTable {
  id: string;
  order_id: string;
  method: string;
  channel: 'gateway' | 'balance' | 'transfer';
  amount_fen: Money;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';
  gateway_trade_no: string | null;
  pay_url: string | null;
  evidence_no: string | null;
  failure_reason: string | null;
  created_at: Timestamp;
  finished_at: Date | null;
  /** The endorsement batch this payment pays; null for an order's own payment (migration 070). */
  batch_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The gateway that took it (sandbox, wechat-jsapi, ...): status queries, closes and refunds go there. */
  gateway: Generated<string>;
}

export interface WechatCredentialTable {
  name: string;
  value: Generated<string>;
  expires_at: Generated<Date>;
}

export interface StatementCheckTable {
  provider: string;
  bill_date: string;
  differences: Json;
  difference_count: number;
  checked_at: Timestamp;
}

export interface GatewayRefundTable {
  refund_no: string;
  payment_id: string;
  gateway: string;
  trade_no: string;
  amount_fen: Money;
  total_fen: Money;
  reason: string;
  status: Generated<'pending' | 'processing' | 'success' | 'failed'>;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: Date | null;
}

export interface BankTransferTable {
  evidence_no: string;
  payer_name: string;
  amount_fen: Money;
  received_at: Timestamp;
  used_by_order_id: string | null;
  used_at: Date | null;
  /** The endorsement batch the transfer paid (migration 070). */
  used_by_batch_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SandboxTradeTable {
  trade_no: string;
  out_trade_no: string;
  amount_fen: Money;
  subject: string;
  status: 'WAITING' | 'SUCCESS' | 'FAILED' | 'CLOSED';
  return_url: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  finished_at: Date | null;
}

export interface JobTable {
  id: Generated<string>;
  kind: string;
  payload: Json;
  dedupe_key: string | null;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_until: Date | null;
  last_error: string | null;
  done_at: Date | null;
  failed_at: Date | null;
  created_at: Timestamp;
}

export interface PolicyTable {
  policy_no: string;
  order_id: string;
  pdf_key: string;
  pdf_bytes: number;
  pdf_pages: number;
  issued_at: Timestamp;
  status: ColumnType<'in_force' | 'cancelled' | 'surrendered', 'in_force' | 'cancelled' | 'surrendered' | undefined, 'in_force' | 'cancelled' | 'surrendered'>;
  terminated_on: ColumnType<string | null, string | null | undefined, string | null>;
  benefit_paid_fen: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  /** The insured list's version: each applied endorsement moves it on (migration 070). */
  version: ColumnType<number, number | undefined, number>;
  /** Charges less refunds of the endorsements that took effect (migration 143): the premium in force is the order's plus this. */
  endorsed_fen: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
}

export interface SandboxRefundTable {
  refund_no: string;
  trade_no: string;
  amount_fen: Money;
  reason: string;
  created_at: Timestamp;
}

export interface PolicySurrenderTable {
  policy_no: string;
  kind: 'cancellation' | 'surrender';
  requested_on: string;
  ends_on: string;
  days_in_force: number;
  total_days: number;
  premium_fen: Money;
  refund_fen: Money;
  refund_no: string | null;
  requested_by: string;
  reviewed_at: Timestamp;
  created_at: Timestamp;
}

export interface VascoStaffTable {
  staff_id: string;
  name: string;
  desk: string;
  city: string;
  agent_id: string;
}

export interface StorefrontContactTable {
  id: Generated<string>;
  name: string;
  phone_enc: string;
  phone_masked: string;
  email_enc: string | null;
  travel_date: string | null;
  message: string | null;
  channel_id: string;
  staff_id: string | null;
  created_at: Timestamp;
}

export interface OutboxMessageTable {
  id: Generated<string>;
  channel: 'sms' | 'email';
  recipient_enc: string;
  recipient_masked: string;
  subject: string | null;
  body: string;
  attachment_name: string | null;
  attachment_key: string | null;
  policy_no: string | null;
  created_at: Timestamp;
  status: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Date | null;
  delivered_at: Date | null;
  last_error: string | null;
  provider_ref: string | null;
  template_name: string | null;
  template_params_enc: string | null;
  /** The language of the SMS text and template parameters: the provider template is chosen by it. */
  template_language: Generated<'zh' | 'en'>;
}

export interface MaterialReadingTable {
  id: string;
  reading_session_id: string;
  policy_id: string | null;
  product_code: string;
  issuer_id: string | null;
  subject_type: string | null;
  subject_id: string | null;
  material_type: string;
  material_name: string;
  version: string;
  seconds_spent: number;
  scrolled_to_px: number;
  scroll_height_px: number;
  viewport_height_px: number | null;
  reached_end: boolean;
  agreed: boolean;
  skipped: ColumnType<boolean, boolean | undefined, boolean>;
  user_agent: string | null;
  recorded_at: Timestamp;
}

export interface AttemptCounterTable {
  key: string;
  count: number;
  window_ends: Timestamp;
}

export interface InvoiceTable {
  invoice_no: string;
  policy_no: string;
  status: 'issued' | 'voided';
  title: string;
  title_bidx: ColumnType<string | null, string | null | undefined, string | null>;
  taxpayer_type: 'person' | 'company';
  tax_number: string | null;
  billing_type: 'normal' | 'special';
  bank_name: string | null;
  bank_account: string | null;
  company_address: string | null;
  company_phone: string | null;
  email_enc: string;
  email_masked: string;
  amount_fen: Money;
  pdf_key: string;
  requested_by: string;
  replaces_invoice_no: string | null;
  created_at: Timestamp;
  voided_at: Date | null;
}

/** Group medical quotations (migration 080). */
export interface QuotationTable {
  id: string;
  family_id: string;
  version: number;
  agent_id: string;
  product_code: string;
  status: 'draft' | 'quoted' | 'accepted' | 'insured';
  company_name: string;
  quote_date: string;
  start_date: string | null;
  valid_until: string | null;
  choice: Json;
  census_enc: string;
  member_count: number;
  price: ColumnType<unknown, string | null | undefined, string | null>;
  premium_fen: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  holder_enc: ColumnType<string | null, string | null | undefined, string | null>;
  order_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QuotationFileTable {
  id: string;
  quotation_id: string;
  kind: 'material' | 'supplement';
  file_name: string;
  file_type: string;
  storage_key: string;
  size_bytes: number;
  created_at: Timestamp;
}

export interface EnterpriseTable {
  id: string;
  name: string;
  uscc: string;
  registration_no: string;
  org_code: string;
}

export interface EnterpriseKeywordTable {
  gram: string;
  enterprise_id: string;
}

export interface CompanyCertificateTable {
  id: Generated<string>;
  enterprise_name: string;
  id_type: string;
  id_no: string;
  photo_key: string | null;
  photo_name: string | null;
  source: 'manual' | 'third-party';
  status: 'pending' | 'verified';
  submitted_by: string;
  created_at: Generated<Timestamp>;
}

/** Identity verifications asked of the registry (migration 095). */
export interface IdentityCheckTable {
  id: string;
  actor: string;
  order_id: string | null;
  verify_type: '1' | '2' | '3';
  channel: 'portal' | 'wechatlink';
  provider: string;
  name: string;
  id_number_enc: string;
  id_number_bidx: string;
  phone_enc: string | null;
  photo_path: string | null;
  result: 'match' | 'mismatch' | 'not-found' | 'unreadable';
  reason: string;
  checked_at: Timestamp;
}

/** Files an order carries (migration 095). */
export interface OrderFileTable {
  id: Generated<string>;
  order_id: string;
  file_type: string;
  path: string;
  uploaded_by: string;
  seal_found: boolean | null;
  created_at: Timestamp;
}

/** An order's assessed risk and underwriting stage (migration 095). */
export interface OrderUnderwritingTable {
  order_id: string;
  level: 'none' | 'notify' | 'upload' | 'refuse';
  flags: ColumnType<Record<string, string>, string, string>;
  reasons: ColumnType<unknown[], string, string>;
  stage: 'assessed' | 'accepted' | 'declined';
  updated_at: Timestamp;
}

type Fen = ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type EndorsementKind = 'add' | 'delete' | 'replace' | 'contact' | 'insured' | 'period';
export type EndorsementStatus = 'draft' | 'priced' | 'awaiting_payment' | 'paid' | 'effective' | 'failed';

export interface EndorsementBatchTable {
  id: string;
  policy_no: string;
  order_id: string;
  kind: EndorsementKind;
  status: EndorsementStatus;
  effective_date: Nullable<string>;
  base_version: number;
  insured_before: ColumnType<number, number | undefined, number>;
  insured_after: ColumnType<number, number | undefined, number>;
  charge_fen: Fen;
  refund_fen: Fen;
  net_fen: Fen;
  remaining_days: ColumnType<number, number | undefined, number>;
  total_days: ColumnType<number, number | undefined, number>;
  changes: Nullable<unknown>;
  endorsement_no: Nullable<string>;
  pdf_key: Nullable<string>;
  pdf_pages: Nullable<number>;
  failure_reason: Nullable<string>;
  created_by: string;
  created_at: Timestamp;
  submitted_at: Nullable<Date>;
  paid_at: Nullable<Date>;
  applied_at: Nullable<Date>;
}

export interface EndorsementLineTable {
  batch_id: string;
  seq: number;
  kind: 'add' | 'delete' | 'replace';
  name: Nullable<string>;
  id_type: Nullable<string>;
  id_number_enc: Nullable<string>;
  id_number_bidx: Nullable<string>;
  birth_date: Nullable<string>;
  gender: Nullable<string>;
  occupation_code: Nullable<string>;
  occupation_name: Nullable<string>;
  occupation_level: Nullable<string>;
  term_premium_fen: Nullable<string>;
  removed_seq: Nullable<number>;
  removed_name: Nullable<string>;
  removed_id_number_bidx: Nullable<string>;
  removed_term_fen: Nullable<string>;
  amount_fen: Fen;
}

export interface StoredFileTable {
  key: string;
  bytes: Buffer;
  created_at: Generated<Timestamp>;
}

export interface DB {
  quotation: QuotationTable;
  quotation_file: QuotationFileTable;
  enterprise: EnterpriseTable;
  enterprise_keyword: EnterpriseKeywordTable;
  company_certificate: CompanyCertificateTable;
  identity_check: IdentityCheckTable;
  order_file: OrderFileTable;
  order_underwriting: OrderUnderwritingTable;
  endorsement_batch: EndorsementBatchTable;
  endorsement_line: EndorsementLineTable;
  stored_file: StoredFileTable;
  invoice: InvoiceTable;
  issuer_product: IssuerProductTable;
  enterprise_bank_update: EnterpriseBankUpdateTable;
  material_reading: MaterialReadingTable;
  agent: AgentTable;
  session: SessionTable;
  schema_migration: MigrationTable;
  demo_seed: DemoSeedTable;
  sales_order: SalesOrderTable;
  order_insured: OrderInsuredTable;
  order_beneficiary: OrderBeneficiaryTable;
  idempotency_record: IdempotencyRecordTable;
  screen_record: ScreenRecordTable;
  payment: PaymentTable;
  bank_transfer: BankTransferTable;
  sandbox_trade: SandboxTradeTable;
  job: JobTable;
  policy: PolicyTable;
  outbox_message: OutboxMessageTable;
  login_code: LoginCodeTable;
  ureq_seq: UreqSeqTable;
  sandbox_refund: SandboxRefundTable;
  gateway_refund: GatewayRefundTable;
  statement_check: StatementCheckTable;
  wechat_credential: WechatCredentialTable;
  policy_surrender: PolicySurrenderTable;
  vasco_staff: VascoStaffTable;
  storefront_contact: StorefrontContactTable;
  attempt_counter: AttemptCounterTable;
}
