-- Rows written before membership was materialised: an active row was put on the menu by hand, an inactive
-- one kept off it by hand (POST /stores/{id}/menu/items?active=false). Rule flags start false; the next
-- save of a menu's rules, or the next write of an item, sets them (server/services/menus/membership.ts).
UPDATE "menu_items" SET "hand" = CASE WHEN "active" THEN 'added' ELSE 'removed' END;
--> statement-breakpoint
-- menu_items.menu_id and store_item_id have no foreign keys (their checks per row were 40 % of a 50,000-item
-- rules save and a third of the upkeep of a CSV import): deleting menus or store items (directly, or through
-- their store) deletes their rows here instead.
CREATE FUNCTION menu_items_follow_menus() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An array, so the index answers: the planner has no statistics on a transition table and may otherwise
  -- compare every row with every deleted one.
  DELETE FROM menu_items WHERE menu_id = ANY (ARRAY(SELECT id FROM gone));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER menu_items_follow_menus AFTER DELETE ON menus REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION menu_items_follow_menus();
--> statement-breakpoint
CREATE FUNCTION menu_items_follow_store_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM menu_items WHERE store_item_id = ANY (ARRAY(SELECT id FROM gone));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER menu_items_follow_store_items AFTER DELETE ON store_items REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION menu_items_follow_store_items();
