-- Which products each issuing account may sell: /product/checkCustomerAuthority answers from here.
CREATE TABLE issuer_product (
  agent_id text NOT NULL REFERENCES agent (id),
  product_code text NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, product_code)
);

-- The channel an issuing account sells through; 'yan' accounts sell on the Yan partner's pages (/policy/isYanChannel).
ALTER TABLE agent ADD COLUMN sales_channel text NOT NULL DEFAULT 'direct' CHECK (sales_channel IN ('direct', 'yan'));

-- Refund bank accounts of enterprise policyholders, changed in batches (the legacy enterpriseBatchUpdate calls).
CREATE TABLE enterprise_bank_update (
  id bigserial PRIMARY KEY,
  batch_no text NOT NULL,
  agent_id text NOT NULL REFERENCES agent (id),
  order_id text NOT NULL REFERENCES sales_order (id),
  bank_code text NOT NULL,
  account_type text NOT NULL,
  account_name text NOT NULL,
  account_no_enc text NOT NULL,
  account_no_masked text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enterprise_bank_update_order_idx ON enterprise_bank_update (order_id, id DESC);
