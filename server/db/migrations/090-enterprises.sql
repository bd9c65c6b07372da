-- Enterprises the portal knows (seeded, fictional), found by part of their name through a bigram keyword index.
CREATE TABLE enterprise (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- Unified social credit code (GB 32100), also the taxpayer number.
  uscc text NOT NULL UNIQUE,
  -- The older business registration number (工商注册号) and organisation code of the same enterprise.
  registration_no text NOT NULL,
  org_code text NOT NULL
);
CREATE TABLE enterprise_keyword (
  gram text NOT NULL,
  enterprise_id text NOT NULL REFERENCES enterprise (id),
  PRIMARY KEY (gram, enterprise_id)
);

-- Company certificates (证件库): entered by hand with a photo (staff review it and contact the agent), or
-- added by a third party (a checked credit code); one current entry per enterprise name and document type.
CREATE TABLE company_certificate (
  id bigserial PRIMARY KEY,
  enterprise_name text NOT NULL,
  id_type text NOT NULL CHECK (id_type IN ('1', '2', '3', '4')),
  id_no text NOT NULL,
  photo_key text,
  photo_name text,
  source text NOT NULL CHECK (source IN ('manual', 'third-party')),
  status text NOT NULL CHECK (status IN ('pending', 'verified')),
  -- agent:<id>, or the share link's issuer (user:<id>).
  submitted_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (enterprise_name, id_type)
);
