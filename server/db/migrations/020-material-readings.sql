-- Each agreement to a mandatory document, kept as evidence of what was read, for how long and how far.
CREATE TABLE material_reading (
  id text PRIMARY KEY,
  reading_session_id uuid NOT NULL,
  policy_id text,
  product_code text NOT NULL,
  issuer_id text,
  subject_type text,
  subject_id text,
  material_type text NOT NULL,
  material_name text NOT NULL,
  version text NOT NULL,
  seconds_spent integer NOT NULL CHECK (seconds_spent >= 0),
  scrolled_to_px integer NOT NULL CHECK (scrolled_to_px >= 0),
  scroll_height_px integer NOT NULL CHECK (scroll_height_px >= 0),
  viewport_height_px integer,
  reached_end boolean NOT NULL,
  agreed boolean NOT NULL,
  skipped boolean NOT NULL DEFAULT false,
  user_agent text,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX material_reading_session_idx ON material_reading (reading_session_id, recorded_at);
CREATE INDEX material_reading_policy_idx ON material_reading (policy_id) WHERE policy_id IS NOT NULL;
