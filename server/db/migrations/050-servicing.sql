-- Codes that verify a phone outside sign-in (/message/send) have no issuer behind them.
ALTER TABLE login_code ALTER COLUMN agent_id DROP NOT NULL;
ALTER TABLE login_code ADD COLUMN purpose text NOT NULL DEFAULT 'login' CHECK (purpose IN ('login', 'verify'));
DROP INDEX login_code_phone_idx;
CREATE INDEX login_code_phone_idx ON login_code (phone_hash, purpose, created_at DESC);

-- An unpaid order the agent called off: it is expired at once, and this says why.
ALTER TABLE sales_order ADD COLUMN cancelled_at timestamptz;
-- The holder's refund account (/policy/changeBank): bank, account name, the number encrypted and masked.
ALTER TABLE sales_order ADD COLUMN refund_bank jsonb;
-- Lists page by (created_at, id) within a principal's scope: the agent's, or the holder's by ID number or phone.
CREATE INDEX sales_order_agent_page_idx ON sales_order (agent_id, created_at DESC, id DESC);
CREATE INDEX sales_order_holder_id_page_idx ON sales_order (holder_id_number_bidx, created_at DESC, id DESC);
CREATE INDEX sales_order_holder_phone_page_idx ON sales_order (holder_phone_bidx, created_at DESC, id DESC);
CREATE INDEX order_insured_name_idx ON order_insured (name);

-- VAT invoices (fapiao) of policies: one issued at a time per policy; re-applying voids it and issues anew.
CREATE SEQUENCE invoice_no_seq;
CREATE TABLE invoice (
  invoice_no text PRIMARY KEY,
  policy_no text NOT NULL REFERENCES policy (policy_no),
  status text NOT NULL CHECK (status IN ('issued', 'voided')),
  title text NOT NULL,
  taxpayer_type text NOT NULL CHECK (taxpayer_type IN ('person', 'company')),
  tax_number text,
  billing_type text NOT NULL CHECK (billing_type IN ('normal', 'special')),
  bank_name text,
  bank_account text,
  company_address text,
  company_phone text,
  email_enc text NOT NULL,
  email_masked text NOT NULL,
  amount_fen bigint NOT NULL CHECK (amount_fen > 0),
  pdf_key text NOT NULL,
  -- agent:<id> or holder: who asked.
  requested_by text NOT NULL,
  replaces_invoice_no text REFERENCES invoice (invoice_no),
  created_at timestamptz NOT NULL DEFAULT now(),
  voided_at timestamptz
);
CREATE UNIQUE INDEX invoice_one_issued_per_policy ON invoice (policy_no) WHERE status = 'issued';
CREATE INDEX invoice_policy_idx ON invoice (policy_no, created_at DESC);
