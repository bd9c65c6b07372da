-- XinShan accounts sell through the XinShan partner's pages (/b2bCustomerWebuser/isXinShan), as 'yan' accounts do through Yan's.
ALTER TABLE agent DROP CONSTRAINT agent_sales_channel_check;
ALTER TABLE agent ADD CONSTRAINT agent_sales_channel_check CHECK (sales_channel IN ('direct', 'yan', 'xinshan'));
