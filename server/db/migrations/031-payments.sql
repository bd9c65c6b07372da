CREATE TABLE payment (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES sales_order (id),
  method text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('gateway', 'balance', 'transfer')),
  amount_fen bigint NOT NULL CHECK (amount_fen > 0),
  -- refunded: money that arrived for an order another payment had already paid, or after it expired.
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'refunded')),
  gateway_trade_no text UNIQUE,
  -- Where the payer pays (the cashier; also the QR code's content).
  pay_url text,
  evidence_no text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
-- An order is paid by exactly one payment, whatever the races.
CREATE UNIQUE INDEX payment_one_paid_per_order ON payment (order_id) WHERE status = 'paid';
CREATE INDEX payment_order_idx ON payment (order_id, created_at DESC);

-- Bank transfers received (transfer-evidence methods 88/89); each pays one order.
CREATE TABLE bank_transfer (
  evidence_no text PRIMARY KEY,
  payer_name text NOT NULL,
  amount_fen bigint NOT NULL CHECK (amount_fen > 0),
  received_at timestamptz NOT NULL DEFAULT now(),
  used_by_order_id text UNIQUE REFERENCES sales_order (id),
  used_at timestamptz
);

-- The sandbox gateway's own books (a real gateway keeps these on its side).
CREATE TABLE sandbox_trade (
  trade_no text PRIMARY KEY,
  out_trade_no text NOT NULL UNIQUE,
  amount_fen bigint NOT NULL,
  subject text NOT NULL,
  status text NOT NULL CHECK (status IN ('WAITING', 'SUCCESS', 'FAILED', 'CLOSED')),
  return_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
