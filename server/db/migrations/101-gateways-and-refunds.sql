-- Which gateway took each payment (sandbox, wechat-jsapi, wechat-native, wechat-h5, ...): its status query,
-- close and refund go to that gateway.
ALTER TABLE payment ADD COLUMN gateway text NOT NULL DEFAULT 'sandbox';

-- Refunds through a real gateway, tracked to their result (the sandbox keeps its own in sandbox_refund).
CREATE TABLE gateway_refund (
  refund_no text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES payment (id),
  gateway text NOT NULL,
  trade_no text NOT NULL,
  amount_fen bigint NOT NULL CHECK (amount_fen > 0),
  total_fen bigint NOT NULL CHECK (total_fen >= amount_fen),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'success', 'failed')),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX gateway_refund_open ON gateway_refund (created_at) WHERE status IN ('pending', 'processing');

-- A surrender's refund number is a sandbox refund or a gateway refund.
ALTER TABLE policy_surrender DROP CONSTRAINT IF EXISTS policy_surrender_refund_no_fkey;
