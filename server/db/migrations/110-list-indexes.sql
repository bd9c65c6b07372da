-- Lists stay constant per page as the books grow (issue 19): an index for every filter of the order list and the
-- policy list, each ending in (created_at DESC, id DESC) so keyset pages read only the rows they show.
CREATE INDEX sales_order_agent_status_page_idx ON sales_order (agent_id, status, created_at DESC, id DESC);
CREATE INDEX sales_order_agent_product_page_idx ON sales_order (agent_id, product_code, created_at DESC, id DESC);
CREATE INDEX sales_order_agent_start_idx ON sales_order (agent_id, start_date);
CREATE INDEX sales_order_holder_name_idx ON sales_order (agent_id, holder_name text_pattern_ops);
-- The storefront ranking: paid and issued sales of the last 90 days by product.
CREATE INDEX sales_order_sold_idx ON sales_order (created_at, product_code) WHERE status IN ('paid', 'issued');
-- The page index (agent_id, created_at DESC, id DESC) serves everything this one did.
DROP INDEX IF EXISTS sales_order_agent_idx;
