-- Stored files (ID photos, e-policies, quotes) in the database when it is PostgreSQL, so every server instance
-- reads what any other stored (decision 023). The bytes are encrypted before they get here; the embedded PGlite
-- default keeps its files in DATA_DIR/files and leaves this table empty.
CREATE TABLE stored_file (
  key text PRIMARY KEY,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
