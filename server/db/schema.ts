import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AgentTable {
  id: string;
  login_name: string;
  password_hash: string;
  display_name: string;
  balance_fen: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
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
  agent_id: string;
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

export interface DB {
  agent: AgentTable;
  session: SessionTable;
  schema_migration: MigrationTable;
  demo_seed: DemoSeedTable;
  login_code: LoginCodeTable;
  ureq_seq: UreqSeqTable;
  material_reading: MaterialReadingTable;
}
