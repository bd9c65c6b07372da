-- Group medical quotations (issue 14): a company's census priced by duty; each save of a quoted one is a new
-- version of the same family. "expired" is not stored: a quoted or accepted quotation past valid_until is expired.
CREATE TABLE quotation (
  id text PRIMARY KEY,
  family_id text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  agent_id text NOT NULL REFERENCES agent (id),
  product_code text NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'quoted', 'accepted', 'insured')),
  company_name text NOT NULL,
  quote_date text NOT NULL CHECK (quote_date ~ '^\d{4}-\d{2}-\d{2}$'),
  start_date text CHECK (start_date ~ '^\d{4}-\d{2}-\d{2}$'),
  valid_until text CHECK (valid_until ~ '^\d{4}-\d{2}-\d{2}$'),
  -- The duties and options chosen and the industry level.
  choice jsonb NOT NULL,
  -- The members (names, ID numbers) as one encrypted JSON document.
  census_enc text NOT NULL,
  member_count integer NOT NULL CHECK (member_count >= 0),
  -- The price as quoted (bands, duties, each member's premium): what an order of this quotation is charged.
  price jsonb,
  premium_fen bigint CHECK (premium_fen >= 0),
  -- The policyholder's details given on acceptance, encrypted.
  holder_enc text,
  order_id text REFERENCES sales_order (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (family_id, version)
);
CREATE INDEX quotation_agent_page_idx ON quotation (agent_id, created_at DESC, id DESC);

-- Materials a quotation carries (the company's licence, a signed proposal), stored encrypted through sales.files.
CREATE TABLE quotation_file (
  id text PRIMARY KEY,
  quotation_id text NOT NULL REFERENCES quotation (id) ON DELETE CASCADE,
  -- material: before insuring; supplement: added after (uploadMaterialBc).
  kind text NOT NULL CHECK (kind IN ('material', 'supplement')),
  file_name text NOT NULL,
  file_type text NOT NULL,
  storage_key text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quotation_file_quotation_idx ON quotation_file (quotation_id, created_at);
