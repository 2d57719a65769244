-- Facet columns of products (category_ids with every ancestor, sizes in stock, param_value_ids)
-- are kept here, by statement-level triggers on the tables they come from, so every writer
-- (seed, admin, checkout stock changes) keeps them right without knowing about them.
CREATE OR REPLACE FUNCTION catalog_refresh_facets(ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH RECURSIVE wanted AS (
    SELECT DISTINCT unnest(ids) AS id
  ), up(product_id, id) AS (
    SELECT pc.product_id, pc.category_id FROM product_categories pc WHERE pc.product_id IN (SELECT id FROM wanted)
    UNION
    SELECT up.product_id, c.parent_id FROM up JOIN categories c ON c.id = up.id WHERE c.parent_id IS NOT NULL
  ), cats AS (
    SELECT product_id, array_agg(DISTINCT id ORDER BY id) AS v FROM up GROUP BY product_id
  ), sz AS (
    SELECT product_id, array_agg(DISTINCT size ORDER BY size) AS v FROM product_variants
    WHERE product_id IN (SELECT id FROM wanted) AND stock > 0 AND size <> '' GROUP BY product_id
  ), pv AS (
    SELECT product_id, array_agg(DISTINCT param_value_id ORDER BY param_value_id) AS v FROM product_param_values
    WHERE product_id IN (SELECT id FROM wanted) GROUP BY product_id
  ), fresh AS (
    SELECT w.id, coalesce(cats.v, '{}') AS category_ids, coalesce(sz.v, '{}') AS sizes, coalesce(pv.v, '{}') AS param_value_ids
    FROM wanted w
    LEFT JOIN cats ON cats.product_id = w.id
    LEFT JOIN sz ON sz.product_id = w.id
    LEFT JOIN pv ON pv.product_id = w.id
  )
  UPDATE products p
  SET category_ids = fresh.category_ids, sizes = fresh.sizes, param_value_ids = fresh.param_value_ids
  FROM fresh
  WHERE p.id = fresh.id
    AND (p.category_ids IS DISTINCT FROM fresh.category_ids
      OR p.sizes IS DISTINCT FROM fresh.sizes
      OR p.param_value_ids IS DISTINCT FROM fresh.param_value_ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facets_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_facets(array(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facets_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_facets(array(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facets_both_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_facets(array(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a category moved under another parent: every product in its subtree gets its ancestors again
CREATE OR REPLACE FUNCTION catalog_facets_categories_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_facets(array(
    SELECT p.id FROM products p
    WHERE p.category_ids && array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                                  WHERE n.parent_id IS DISTINCT FROM o.parent_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_categories_facets_ins AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_new_rows();
--> statement-breakpoint
CREATE TRIGGER product_categories_facets_upd AFTER UPDATE ON product_categories REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_both_rows();
--> statement-breakpoint
CREATE TRIGGER product_categories_facets_del AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_old_rows();
--> statement-breakpoint
CREATE TRIGGER product_variants_facets_ins AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_new_rows();
--> statement-breakpoint
CREATE TRIGGER product_variants_facets_upd AFTER UPDATE ON product_variants REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_both_rows();
--> statement-breakpoint
CREATE TRIGGER product_variants_facets_del AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_old_rows();
--> statement-breakpoint
CREATE TRIGGER product_param_values_facets_ins AFTER INSERT ON product_param_values REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_new_rows();
--> statement-breakpoint
CREATE TRIGGER product_param_values_facets_upd AFTER UPDATE ON product_param_values REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_both_rows();
--> statement-breakpoint
CREATE TRIGGER product_param_values_facets_del AFTER DELETE ON product_param_values REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_old_rows();
--> statement-breakpoint
CREATE TRIGGER categories_facets_moved AFTER UPDATE ON categories REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_categories_moved();
--> statement-breakpoint
-- rows written before this migration
SELECT catalog_refresh_facets(array(SELECT id FROM products));
