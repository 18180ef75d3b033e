-- Banner segments and display locations become keys of the fixed vocabularies of src/domain/banners.ts.
-- Segments were {key, label} objects; "loyal_customers" is now "loyalty_members" and the "home_carousel"
-- location is now "home_hero". Values outside the vocabularies are dropped; order and first occurrence kept.
UPDATE "campaigns" AS c SET "segments" = coalesce((
  SELECT jsonb_agg(m.k ORDER BY m.first)
  FROM (
    SELECT k, min(ord) AS first
    FROM (
      SELECT CASE v WHEN 'loyal_customers' THEN 'loyalty_members' ELSE v END AS k, ord
      FROM (
        SELECT CASE jsonb_typeof(e) WHEN 'object' THEN e ->> 'key' WHEN 'string' THEN e #>> '{}' END AS v, ord
        FROM jsonb_array_elements(c."segments") WITH ORDINALITY AS a(e, ord)
      ) AS raw
    ) AS mapped
    WHERE k IN ('all_customers', 'new_customers', 'returning_customers', 'loyalty_members', 'lapsed_customers')
    GROUP BY k
  ) AS m
), '[]'::jsonb)
WHERE jsonb_typeof(c."segments") = 'array';
--> statement-breakpoint
UPDATE "campaigns" SET "segments" = '[]'::jsonb WHERE jsonb_typeof("segments") <> 'array';
--> statement-breakpoint
UPDATE "campaigns" AS c SET "display_locations" = coalesce((
  SELECT array_agg(m.k ORDER BY m.first)
  FROM (
    SELECT k, min(ord) AS first
    FROM (
      SELECT CASE v WHEN 'home_carousel' THEN 'home_hero' ELSE v END AS k, ord
      FROM unnest(c."display_locations") WITH ORDINALITY AS a(v, ord)
    ) AS mapped
    WHERE k IN ('home_hero', 'category_page', 'search_results', 'checkout')
    GROUP BY k
  ) AS m
), '{}'::text[]);
