-- Orders (the spec's policyId is the order's id until a policy number exists). ID and phone numbers are
-- stored encrypted (*_enc, AES-256-GCM) with a keyed blind index (*_bidx) for exact-match lookups.
CREATE TABLE sales_order (
  id text PRIMARY KEY,
  agent_id text NOT NULL REFERENCES agent (id),
  product_code text NOT NULL,
  plan_code text NOT NULL,
  status text NOT NULL CHECK (status IN ('unpaid', 'paid', 'issued', 'expired')),
  -- YYYY-MM-DD in Beijing as text: both drivers hand it back unchanged, and it sorts as a date.
  start_date text NOT NULL CHECK (start_date ~ '^\d{4}-\d{2}-\d{2}$'),
  end_date text NOT NULL CHECK (end_date ~ '^\d{4}-\d{2}-\d{2}$' AND end_date >= start_date),
  premium_fen bigint NOT NULL CHECK (premium_fen > 0),
  holder_type text NOT NULL,
  holder_name text NOT NULL,
  holder_id_type text NOT NULL,
  holder_id_number_enc text NOT NULL,
  holder_id_number_bidx text NOT NULL,
  holder_phone_enc text NOT NULL,
  holder_phone_bidx text NOT NULL,
  holder_email_enc text,
  holder_address text,
  invoice jsonb,
  details jsonb NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_order_holder_idx ON sales_order (holder_phone_bidx, holder_id_number_bidx);
CREATE INDEX sales_order_agent_idx ON sales_order (agent_id, created_at DESC);

CREATE TABLE order_insured (
  order_id text NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  name text NOT NULL,
  en_name text,
  id_type text NOT NULL,
  id_number_enc text NOT NULL,
  id_number_bidx text NOT NULL,
  birth_date text,
  gender text,
  relationship text,
  occupation_code text,
  occupation_name text,
  occupation_level text,
  phone_enc text,
  premium_fen bigint NOT NULL,
  PRIMARY KEY (order_id, seq)
);
CREATE INDEX order_insured_id_number_idx ON order_insured (id_number_bidx);

CREATE TABLE order_beneficiary (
  order_id text NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
  insured_seq integer NOT NULL,
  seq integer NOT NULL,
  name text NOT NULL,
  id_type text NOT NULL,
  id_number_enc text NOT NULL,
  relationship text NOT NULL,
  percentage numeric(7, 4) NOT NULL,
  PRIMARY KEY (order_id, insured_seq, seq)
);

-- The first answer to a write, replayed for a repeated Idempotency-Key.
CREATE TABLE idempotency_record (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- The session-recording tool's "finished" call after a save.
CREATE TABLE screen_record (
  id bigserial PRIMARY KEY,
  policy_id text NOT NULL,
  browser_type text,
  close_type text,
  save_time text,
  url text,
  msg_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX screen_record_policy_idx ON screen_record (policy_id);
