-- One-time codes for the policyholder's SMS login; the phone is kept only as a keyed hash.
CREATE TABLE login_code (
  id bigserial PRIMARY KEY,
  phone_hash text NOT NULL,
  agent_id text NOT NULL REFERENCES agent (id),
  code_hash text NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX login_code_phone_idx ON login_code (phone_hash, created_at DESC);

-- A partner system's one-time sequence, exchanged once for a session (navigation rule 3).
CREATE TABLE ureq_seq (
  seq_hash text PRIMARY KEY,
  agent_id text NOT NULL REFERENCES agent (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
