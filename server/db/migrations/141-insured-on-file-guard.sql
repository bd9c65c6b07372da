-- A travel order's save used to read order_insured before writing, to learn whether any insured is on an order at
-- all (most are not, and then no repeat cover can exist). The order's insert now asks it itself: its id goes
-- through this function, which fails the whole statement (nothing written) when one is on file, and the save then
-- runs the full repeat-cover check. One statement fewer for the people on no order.
CREATE FUNCTION order_id_unless_insured_on_file(order_id text, id_number_bidxs text[]) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM order_insured WHERE id_number_bidx = ANY (id_number_bidxs)) THEN
    RAISE EXCEPTION 'an insured of order % is on file', order_id USING ERRCODE = 'RC001';
  END IF;
  RETURN order_id;
END
$$;
