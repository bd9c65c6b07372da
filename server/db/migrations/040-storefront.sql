-- The storefront: which channel an order came through, what happens to a policy after it is issued
-- (cancelled before its start, surrendered after), the refunds, the visa-centre desks and call-back requests.
ALTER TABLE sales_order ADD COLUMN channel_id text;
ALTER TABLE sales_order ADD COLUMN channel_type text;
CREATE INDEX sales_order_channel_idx ON sales_order (channel_id, created_at DESC) WHERE channel_id IS NOT NULL;

ALTER TABLE policy ADD COLUMN status text NOT NULL DEFAULT 'in_force' CHECK (status IN ('in_force', 'cancelled', 'surrendered'));
-- The last day of cover after a surrender (cover ends at 24:00 on it).
ALTER TABLE policy ADD COLUMN terminated_on text CHECK (terminated_on ~ '^\d{4}-\d{2}-\d{2}$');
-- Benefits paid on the policy: a surrender then refunds nothing.
ALTER TABLE policy ADD COLUMN benefit_paid_fen bigint NOT NULL DEFAULT 0 CHECK (benefit_paid_fen >= 0);

-- The sandbox gateway's refunds of its trades (a real gateway keeps these on its side).
CREATE TABLE sandbox_refund (
  refund_no text PRIMARY KEY,
  trade_no text NOT NULL REFERENCES sandbox_trade (trade_no),
  amount_fen bigint NOT NULL CHECK (amount_fen > 0),
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE policy_surrender (
  policy_no text PRIMARY KEY REFERENCES policy (policy_no),
  kind text NOT NULL CHECK (kind IN ('cancellation', 'surrender')),
  requested_on text NOT NULL,
  ends_on text NOT NULL,
  days_in_force integer NOT NULL,
  total_days integer NOT NULL,
  premium_fen bigint NOT NULL,
  refund_fen bigint NOT NULL CHECK (refund_fen >= 0),
  refund_no text REFERENCES sandbox_refund (refund_no),
  -- agent:<id> or holder: who asked.
  requested_by text NOT NULL,
  reviewed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Visa-centre desks whose links sell for an agent (the vasco pages).
CREATE TABLE vasco_staff (
  staff_id text PRIMARY KEY,
  name text NOT NULL,
  desk text NOT NULL,
  city text NOT NULL,
  agent_id text NOT NULL
);
INSERT INTO vasco_staff (staff_id, name, desk, city, agent_id) VALUES
  ('VFS-BJ01', '李晓雯', 'VFS Global 北京签证中心旅行服务台', '北京', '800001'),
  ('VFS-SH01', '陈嘉怡', 'VFS Global 上海签证中心旅行服务台', '上海', '800001'),
  ('CC-001', '赵一鸣', '客服中心', '北京', '800001');

-- Visitors who asked to be called back; the phone is encrypted like every other phone number.
CREATE TABLE storefront_contact (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  phone_enc text NOT NULL,
  phone_masked text NOT NULL,
  email_enc text,
  travel_date text,
  message text,
  channel_id text NOT NULL,
  staff_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
