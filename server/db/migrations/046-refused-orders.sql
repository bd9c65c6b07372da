-- An order paid but not honoured (the person already holds cover for the period, or it was paid after it
-- expired) is refunded: its own status, and the reason the holder is told.
ALTER TABLE sales_order DROP CONSTRAINT IF EXISTS sales_order_status_check;
ALTER TABLE sales_order ADD CONSTRAINT sales_order_status_check CHECK (status IN ('unpaid', 'paid', 'issued', 'expired', 'refunded'));
ALTER TABLE sales_order ADD COLUMN refund_reason text;
