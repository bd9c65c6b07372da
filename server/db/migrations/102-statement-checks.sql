-- The daily match of each provider's statement against our payments and refunds: one row per provider and day,
-- the differences found (missing on our side, missing on theirs, amount mismatch) for the operator.
CREATE TABLE statement_check (
  provider text NOT NULL,
  bill_date date NOT NULL,
  differences jsonb NOT NULL,
  difference_count integer NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, bill_date)
);
