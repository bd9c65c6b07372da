-- Endorsements (batch changes) of issued group policies: a batch, its lines, and its payment.

-- The version of a policy's insured list: a batch is priced against one version and applies only on it.
ALTER TABLE policy ADD COLUMN version integer NOT NULL DEFAULT 0;

CREATE SEQUENCE endorsement_no_seq;

CREATE TABLE endorsement_batch (
  id text PRIMARY KEY,
  policy_no text NOT NULL REFERENCES policy (policy_no),
  order_id text NOT NULL REFERENCES sales_order (id),
  kind text NOT NULL CHECK (kind IN ('add', 'delete', 'replace', 'contact', 'insured', 'period')),
  status text NOT NULL CHECK (status IN ('draft', 'priced', 'awaiting_payment', 'paid', 'effective', 'failed')),
  -- YYYY-MM-DD, Beijing: the change takes effect at 00:00 that day.
  effective_date text CHECK (effective_date ~ '^\d{4}-\d{2}-\d{2}$'),
  -- The policy's insured-list version the batch was priced on.
  base_version integer NOT NULL,
  insured_before integer NOT NULL DEFAULT 0,
  insured_after integer NOT NULL DEFAULT 0,
  charge_fen bigint NOT NULL DEFAULT 0,
  refund_fen bigint NOT NULL DEFAULT 0,
  net_fen bigint NOT NULL DEFAULT 0,
  remaining_days integer NOT NULL DEFAULT 0,
  total_days integer NOT NULL DEFAULT 0,
  -- Corrections that change no person (holder contact, period): what changes, as the form gave it.
  changes jsonb,
  endorsement_no text UNIQUE,
  pdf_key text,
  pdf_pages integer,
  failure_reason text,
  -- agent:<id>: who made it.
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  paid_at timestamptz,
  applied_at timestamptz
);
CREATE INDEX endorsement_batch_policy_idx ON endorsement_batch (policy_no, created_at DESC);
-- One submitted batch per policy until it is applied or fails: the second is refused at once.
CREATE UNIQUE INDEX endorsement_one_open_per_policy ON endorsement_batch (policy_no) WHERE status IN ('awaiting_payment', 'paid');

CREATE TABLE endorsement_line (
  batch_id text NOT NULL REFERENCES endorsement_batch (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('add', 'delete', 'replace')),
  -- The person joining (add, replace); ID and phone encrypted with a blind index, as on orders.
  name text,
  id_type text,
  id_number_enc text,
  id_number_bidx text,
  birth_date text,
  gender text,
  occupation_code text,
  occupation_name text,
  occupation_level text,
  term_premium_fen bigint,
  -- The person leaving (delete, replace): their place on the policy and what they paid for the term.
  removed_seq integer,
  removed_name text,
  removed_id_number_bidx text,
  removed_term_fen bigint,
  amount_fen bigint NOT NULL,
  PRIMARY KEY (batch_id, seq)
);

-- A batch's premium is paid through the same payments as orders; an order's own payment has no batch.
ALTER TABLE payment ADD COLUMN batch_id text REFERENCES endorsement_batch (id);
DROP INDEX payment_one_paid_per_order;
CREATE UNIQUE INDEX payment_one_paid_per_order ON payment (order_id) WHERE status = 'paid' AND batch_id IS NULL;
CREATE UNIQUE INDEX payment_one_paid_per_batch ON payment (batch_id) WHERE status = 'paid';

-- A bank transfer pays one order or one batch.
ALTER TABLE bank_transfer ADD COLUMN used_by_batch_id text UNIQUE REFERENCES endorsement_batch (id);
