CREATE TABLE agent (
  id text PRIMARY KEY,
  login_name text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  display_name text NOT NULL,
  balance_fen bigint NOT NULL DEFAULT 0 CHECK (balance_fen >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE session (
  token_hash text PRIMARY KEY,
  subject_type text NOT NULL CHECK (subject_type IN ('agent', 'holder')),
  subject_id text NOT NULL,
  agent_id text NOT NULL REFERENCES agent (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX session_subject_idx ON session (subject_type, subject_id);

CREATE TABLE demo_seed (
  name text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
