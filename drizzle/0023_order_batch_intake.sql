CREATE INDEX "store_partners_partner_store" ON "store_partners" USING btree ("partner_id","partner_store_id");--> statement-breakpoint
-- The intake writes the orders arriving at one moment in one statement (server/services/orders/newOrderBatch.ts),
-- so one store × channel month may take several days at once: the batch's running totals are summed per month
-- (rollup_running_sum, an aggregate over rollup_running_add) and added element-wise to the stored row
-- (rollup_running_merge), since an upsert may touch a row once per statement.
CREATE FUNCTION rollup_running_merge(totals integer[], deltas integer[]) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  result integer[] := coalesce(totals, array_fill(0, ARRAY[31]));
BEGIN
  FOR i IN 1..31 LOOP
    IF deltas[i] <> 0 THEN
      result[i] := result[i] + deltas[i];
    END IF;
  END LOOP;
  RETURN result;
END
$$;--> statement-breakpoint
CREATE FUNCTION rollup_running_merge(totals bigint[], deltas bigint[]) RETURNS bigint[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  result bigint[] := coalesce(totals, array_fill(0::bigint, ARRAY[31]));
BEGIN
  FOR i IN 1..31 LOOP
    IF deltas[i] <> 0 THEN
      result[i] := result[i] + deltas[i];
    END IF;
  END LOOP;
  RETURN result;
END
$$;--> statement-breakpoint
CREATE AGGREGATE rollup_running_sum(integer, integer) (SFUNC = rollup_running_add, STYPE = integer[]);--> statement-breakpoint
CREATE AGGREGATE rollup_running_sum(integer, bigint) (SFUNC = rollup_running_add, STYPE = bigint[]);
