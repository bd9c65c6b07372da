-- Background work as rows: claimed with FOR UPDATE SKIP LOCKED, leased with locked_until, retried with back-off.
CREATE TABLE job (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  dedupe_key text UNIQUE,
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8,
  locked_until timestamptz,
  last_error text,
  done_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_due_idx ON job (run_at) WHERE done_at IS NULL AND failed_at IS NULL;

CREATE SEQUENCE policy_no_seq;

CREATE TABLE policy (
  policy_no text PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES sales_order (id),
  pdf_key text NOT NULL,
  pdf_bytes integer NOT NULL,
  pdf_pages integer NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now()
);

-- Messages "sent": SMS and e-mail go to this outbox (a provider adapter would drain it).
CREATE TABLE outbox_message (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient_enc text NOT NULL,
  recipient_masked text NOT NULL,
  subject text,
  body text NOT NULL,
  attachment_name text,
  attachment_key text,
  policy_no text,
  created_at timestamptz NOT NULL DEFAULT now()
);
