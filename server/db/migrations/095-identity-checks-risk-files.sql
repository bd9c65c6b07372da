-- Every identity verification asked of the registry (portal-spec 9: types 1 name + ID number, 2 + phone, 3 + face
-- photo), kept whatever it answered; linked to the order its person is insured on once that order exists.
CREATE TABLE identity_check (
  id text PRIMARY KEY,
  actor text NOT NULL,
  order_id text REFERENCES sales_order (id) ON DELETE SET NULL,
  verify_type text NOT NULL CHECK (verify_type IN ('1', '2', '3')),
  channel text NOT NULL CHECK (channel IN ('portal', 'wechatlink')),
  provider text NOT NULL,
  name text NOT NULL,
  id_number_enc text NOT NULL,
  id_number_bidx text NOT NULL,
  phone_enc text,
  photo_path text,
  result text NOT NULL CHECK (result IN ('match', 'mismatch', 'not-found', 'unreadable')),
  reason text NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_check_person_idx ON identity_check (id_number_bidx, checked_at DESC);
CREATE INDEX identity_check_order_idx ON identity_check (order_id);

-- Files an order carries: signed risk notices, insurer-specific evidence and screenshots, certificate photos.
-- path is a key of the encrypted file storage; seal_found is the seal check of a signed notice page.
CREATE TABLE order_file (
  id bigserial PRIMARY KEY,
  order_id text NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
  file_type text NOT NULL,
  path text NOT NULL,
  uploaded_by text NOT NULL,
  seal_found boolean,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, file_type, path)
);
CREATE INDEX order_file_order_idx ON order_file (order_id, file_type);

-- The underwriting of an order: its assessed risk (level, flags, reasons) and where it stands.
CREATE TABLE order_underwriting (
  order_id text PRIMARY KEY REFERENCES sales_order (id) ON DELETE CASCADE,
  level text NOT NULL CHECK (level IN ('none', 'notify', 'upload', 'refuse')),
  flags jsonb NOT NULL,
  reasons jsonb NOT NULL,
  stage text NOT NULL CHECK (stage IN ('assessed', 'accepted', 'declined')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
