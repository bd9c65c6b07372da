-- The reason an order was refunded, also in English: the payment status call answers it in the page's language.
ALTER TABLE sales_order ADD COLUMN refund_reason_en text;
