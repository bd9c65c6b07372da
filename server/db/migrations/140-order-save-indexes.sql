-- Every order saved writes every index of sales_order. The holder's policy query (phone and ID number together) is
-- served as well by the phone's page index, which leaves a handful of rows to check the ID number on.
DROP INDEX IF EXISTS sales_order_holder_idx;
