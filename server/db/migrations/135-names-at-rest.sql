-- Names and birth dates are encrypted at rest (decision 029): the searches by exact name go through a blind index.
-- The rows written before are encrypted by the server at start (encryptStoredNames), which needs the data key.
ALTER TABLE sales_order ADD COLUMN holder_name_bidx text;
ALTER TABLE order_insured ADD COLUMN name_bidx text;
ALTER TABLE invoice ADD COLUMN title_bidx text;
-- A prefix of a ciphertext means nothing: the holder-name prefix search is now an exact search.
DROP INDEX IF EXISTS sales_order_holder_name_idx;
DROP INDEX IF EXISTS order_insured_name_idx;
CREATE INDEX sales_order_holder_name_bidx_idx ON sales_order (agent_id, holder_name_bidx);
CREATE INDEX order_insured_name_bidx_idx ON order_insured (name_bidx);
