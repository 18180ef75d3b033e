CREATE TABLE "store_match_counts" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"match" integer DEFAULT 0 NOT NULL,
	"match_reviewed" integer DEFAULT 0 NOT NULL,
	"partial" integer DEFAULT 0 NOT NULL,
	"partial_reviewed" integer DEFAULT 0 NOT NULL,
	"no_match" integer DEFAULT 0 NOT NULL,
	"stale" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_match_counts" ADD CONSTRAINT "store_match_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The kept counts go stale with any change of a store's results, and with a store item's deleted or reviewed
-- state. Statement triggers: one upsert per statement, stores in id order (two writers lock them in the same
-- order). The upsert always writes, even on a row stale already: a recount that holds the row makes the
-- writer wait, and the writer marks it again after (server/services/matching/counts.ts).
CREATE FUNCTION mark_match_counts_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'store_items' THEN
    INSERT INTO store_match_counts (store_id)
      SELECT DISTINCT n.store_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.deleted_at IS NULL) <> (o.deleted_at IS NULL) OR n.is_reviewed <> o.is_reviewed
      ORDER BY 1
      ON CONFLICT (store_id) DO UPDATE SET stale = true;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO store_match_counts (store_id) SELECT DISTINCT store_id FROM new_rows ORDER BY 1
      ON CONFLICT (store_id) DO UPDATE SET stale = true;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO store_match_counts (store_id)
      SELECT store_id FROM new_rows UNION SELECT store_id FROM old_rows ORDER BY 1
      ON CONFLICT (store_id) DO UPDATE SET stale = true;
  ELSE
    -- A store being deleted takes its counts row with it: only stores still there are marked.
    INSERT INTO store_match_counts (store_id)
      SELECT DISTINCT o.store_id FROM old_rows o WHERE EXISTS (SELECT 1 FROM stores s WHERE s.id = o.store_id) ORDER BY 1
      ON CONFLICT (store_id) DO UPDATE SET stale = true;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER store_item_matches_inserted AFTER INSERT ON store_item_matches
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mark_match_counts_stale();--> statement-breakpoint
CREATE TRIGGER store_item_matches_updated AFTER UPDATE ON store_item_matches
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mark_match_counts_stale();--> statement-breakpoint
CREATE TRIGGER store_item_matches_deleted AFTER DELETE ON store_item_matches
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mark_match_counts_stale();--> statement-breakpoint
CREATE TRIGGER store_items_match_state AFTER UPDATE ON store_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mark_match_counts_stale();
