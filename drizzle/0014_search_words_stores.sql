-- search_key_of: the search key of any text (short lists: menus, banners, declared resources). The store search
-- (list, Ctrl+K, employees' store pickers) matches words as the catalogue does: the name and
-- each address ("line 1 city state") normalised by the expression of server/db/schema/searchKey.ts.
CREATE FUNCTION search_key_of(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ' ' || btrim(regexp_replace(translate(replace(lower(t), '&', ' and '), 'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőùúûüūůűýÿžźżśšşţťÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚÌÍÎÏĪĮŁÑŃŇÒÓÔÕÖØŌŐÙÚÛÜŪŮŰÝŸŽŹŻŚŠŞŢŤ''’', 'aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooouuuuuuuyyzzzsssttaaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooouuuuuuuyyzzzssstt'), '[^a-z0-9]+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_search_text(store_name text, store_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT search_key_of(store_name) || coalesce((SELECT string_agg(E'\n' || search_key_of(a.line_1 || ' ' || a.city || ' ' || a.state), '' ORDER BY a.address_type)
                                                FROM store_addresses a WHERE a.store_id = $2), '')
$$;--> statement-breakpoint
UPDATE stores SET search_text = store_search_text(name, id);
--> statement-breakpoint
-- Banners are searched the same way (server/services/banners/query.ts): up to 10k in a company.
CREATE INDEX "campaigns_company_search_trgm" ON "campaigns" USING gin ("company_id", search_key_of("name") gin_trgm_ops) WITH (fastupdate=false);
