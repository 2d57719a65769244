-- Precise change notices for the product tables (ADR 0049). The statement-level triggers of
-- migration 0004 sent the table's name, which drops every cached page; these name the products
-- a statement touched, read from its transition tables:
--   'products list <ids> c <category ids>'  the products changed as lists and cards show
--                            them, and the categories (with ancestors) they are or were in
--   'products detail <ids>'  only stock counts changed, every size staying in or out of stock
-- A statement that changed no row says nothing; one touching more than 500 products sends the
-- table's name (anything may have changed). TRUNCATE keeps the table-name notice.
CREATE OR REPLACE FUNCTION public_change_products(tbl text, ids integer[], kind text, old_categories integer[] DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cats integer[];
  notice text;
BEGIN
  IF coalesce(array_length(ids, 1), 0) = 0 THEN
    RETURN;
  END IF;
  IF array_length(ids, 1) > 500 THEN
    PERFORM pg_notify('bazaar_public_change', tbl);
    RETURN;
  END IF;
  notice := 'products ' || kind || ' ' || array_to_string(ids, ',');
  IF kind = 'list' THEN
    -- the categories (with their ancestors) the products are in now or were in before
    SELECT coalesce(array_agg(DISTINCT c ORDER BY c), '{}') INTO cats FROM (
      SELECT unnest(p.category_ids) AS c FROM products p WHERE p.id = ANY(ids)
      UNION SELECT unnest(old_categories)
    ) x WHERE c IS NOT NULL;
    IF cardinality(cats) > 0 THEN
      notice := notice || ' c ' || array_to_string(cats, ',');
    END IF;
  END IF;
  IF length(notice) > 7900 THEN
    notice := tbl;
  END IF;
  PERFORM pg_notify('bazaar_public_change', notice);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_change_by_product_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_change_products(TG_TABLE_NAME, array(SELECT DISTINCT product_id FROM new_rows WHERE product_id IS NOT NULL ORDER BY 1), 'list');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_change_by_product_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_change_products(TG_TABLE_NAME, array(SELECT DISTINCT product_id FROM old_rows WHERE product_id IS NOT NULL ORDER BY 1), 'list');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- an UPDATE: the products of rows that differ (a no-op update says nothing)
CREATE OR REPLACE FUNCTION public_change_by_product_both() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_change_products(TG_TABLE_NAME, array(
    SELECT DISTINCT product_id FROM (
      (SELECT n.product_id, to_jsonb(n) AS j FROM new_rows n EXCEPT SELECT o.product_id, to_jsonb(o) FROM old_rows o)
      UNION ALL
      (SELECT o.product_id, to_jsonb(o) AS j FROM old_rows o EXCEPT SELECT n.product_id, to_jsonb(n) FROM new_rows n)
    ) changed WHERE product_id IS NOT NULL ORDER BY 1), 'list');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_change_products_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_change_products(TG_TABLE_NAME, array(SELECT DISTINCT id FROM new_rows ORDER BY 1), 'list');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_change_products_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_change_products(TG_TABLE_NAME, array(SELECT DISTINCT id FROM old_rows ORDER BY 1), 'list',
    array(SELECT DISTINCT unnest(category_ids) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_change_products_both() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_change_products(TG_TABLE_NAME, array(
    SELECT DISTINCT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o) ORDER BY 1), 'list',
    array(SELECT DISTINCT unnest(category_ids) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- stock: a row whose only difference is its stock, still above zero or still at zero, is a
-- detail change; anything else about a variant changes what cards and lists show
CREATE OR REPLACE FUNCTION public_change_variants_both() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_change_products(TG_TABLE_NAME, array(
    SELECT DISTINCT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (to_jsonb(n) - 'stock') IS DISTINCT FROM (to_jsonb(o) - 'stock') OR (n.stock > 0) <> (o.stock > 0)
    ORDER BY 1), 'list');
  PERFORM public_change_products(TG_TABLE_NAME, array(
    SELECT DISTINCT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.stock <> o.stock AND (to_jsonb(n) - 'stock') = (to_jsonb(o) - 'stock') AND (n.stock > 0) = (o.stock > 0)
    ORDER BY 1), 'detail');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_change_table_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bazaar_public_change', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_public_change ON products;
--> statement-breakpoint
CREATE TRIGGER products_public_change_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_products_new();
--> statement-breakpoint
CREATE TRIGGER products_public_change_upd AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_products_both();
--> statement-breakpoint
CREATE TRIGGER products_public_change_del AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_products_old();
--> statement-breakpoint
CREATE TRIGGER products_public_change_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION public_change_table_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_public_change ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_public_change_ins AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_new();
--> statement-breakpoint
CREATE TRIGGER product_variants_public_change_upd AFTER UPDATE ON product_variants REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_variants_both();
--> statement-breakpoint
CREATE TRIGGER product_variants_public_change_del AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_old();
--> statement-breakpoint
CREATE TRIGGER product_variants_public_change_truncate AFTER TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION public_change_table_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_translations_public_change ON product_translations;
--> statement-breakpoint
CREATE TRIGGER product_translations_public_change_ins AFTER INSERT ON product_translations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_new();
--> statement-breakpoint
CREATE TRIGGER product_translations_public_change_upd AFTER UPDATE ON product_translations REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_both();
--> statement-breakpoint
CREATE TRIGGER product_translations_public_change_del AFTER DELETE ON product_translations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_old();
--> statement-breakpoint
CREATE TRIGGER product_translations_public_change_truncate AFTER TRUNCATE ON product_translations FOR EACH STATEMENT EXECUTE FUNCTION public_change_table_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_images_public_change ON product_images;
--> statement-breakpoint
CREATE TRIGGER product_images_public_change_ins AFTER INSERT ON product_images REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_new();
--> statement-breakpoint
CREATE TRIGGER product_images_public_change_upd AFTER UPDATE ON product_images REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_both();
--> statement-breakpoint
CREATE TRIGGER product_images_public_change_del AFTER DELETE ON product_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_old();
--> statement-breakpoint
CREATE TRIGGER product_images_public_change_truncate AFTER TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION public_change_table_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_categories_public_change ON product_categories;
--> statement-breakpoint
CREATE TRIGGER product_categories_public_change_ins AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_new();
--> statement-breakpoint
CREATE TRIGGER product_categories_public_change_upd AFTER UPDATE ON product_categories REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_both();
--> statement-breakpoint
CREATE TRIGGER product_categories_public_change_del AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_old();
--> statement-breakpoint
CREATE TRIGGER product_categories_public_change_truncate AFTER TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION public_change_table_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_param_values_public_change ON product_param_values;
--> statement-breakpoint
CREATE TRIGGER product_param_values_public_change_ins AFTER INSERT ON product_param_values REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_new();
--> statement-breakpoint
CREATE TRIGGER product_param_values_public_change_upd AFTER UPDATE ON product_param_values REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_both();
--> statement-breakpoint
CREATE TRIGGER product_param_values_public_change_del AFTER DELETE ON product_param_values REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_old();
--> statement-breakpoint
CREATE TRIGGER product_param_values_public_change_truncate AFTER TRUNCATE ON product_param_values FOR EACH STATEMENT EXECUTE FUNCTION public_change_table_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_badges_public_change ON product_badges;
--> statement-breakpoint
CREATE TRIGGER product_badges_public_change_ins AFTER INSERT ON product_badges REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_new();
--> statement-breakpoint
CREATE TRIGGER product_badges_public_change_upd AFTER UPDATE ON product_badges REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_both();
--> statement-breakpoint
CREATE TRIGGER product_badges_public_change_del AFTER DELETE ON product_badges REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_old();
--> statement-breakpoint
CREATE TRIGGER product_badges_public_change_truncate AFTER TRUNCATE ON product_badges FOR EACH STATEMENT EXECUTE FUNCTION public_change_table_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_gifts_public_change ON product_gifts;
--> statement-breakpoint
CREATE TRIGGER product_gifts_public_change_ins AFTER INSERT ON product_gifts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_new();
--> statement-breakpoint
CREATE TRIGGER product_gifts_public_change_upd AFTER UPDATE ON product_gifts REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_both();
--> statement-breakpoint
CREATE TRIGGER product_gifts_public_change_del AFTER DELETE ON product_gifts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_old();
--> statement-breakpoint
CREATE TRIGGER product_gifts_public_change_truncate AFTER TRUNCATE ON product_gifts FOR EACH STATEMENT EXECUTE FUNCTION public_change_table_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_collections_public_change ON product_collections;
--> statement-breakpoint
CREATE TRIGGER product_collections_public_change_ins AFTER INSERT ON product_collections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_new();
--> statement-breakpoint
CREATE TRIGGER product_collections_public_change_upd AFTER UPDATE ON product_collections REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_both();
--> statement-breakpoint
CREATE TRIGGER product_collections_public_change_del AFTER DELETE ON product_collections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_old();
--> statement-breakpoint
CREATE TRIGGER product_collections_public_change_truncate AFTER TRUNCATE ON product_collections FOR EACH STATEMENT EXECUTE FUNCTION public_change_table_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_group_items_public_change ON product_group_items;
--> statement-breakpoint
CREATE TRIGGER product_group_items_public_change_ins AFTER INSERT ON product_group_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_new();
--> statement-breakpoint
CREATE TRIGGER product_group_items_public_change_upd AFTER UPDATE ON product_group_items REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_both();
--> statement-breakpoint
CREATE TRIGGER product_group_items_public_change_del AFTER DELETE ON product_group_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_old();
--> statement-breakpoint
CREATE TRIGGER product_group_items_public_change_truncate AFTER TRUNCATE ON product_group_items FOR EACH STATEMENT EXECUTE FUNCTION public_change_table_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS reviews_public_change ON reviews;
--> statement-breakpoint
CREATE TRIGGER reviews_public_change_ins AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_new();
--> statement-breakpoint
CREATE TRIGGER reviews_public_change_upd AFTER UPDATE ON reviews REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_both();
--> statement-breakpoint
CREATE TRIGGER reviews_public_change_del AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_change_by_product_old();
--> statement-breakpoint
CREATE TRIGGER reviews_public_change_truncate AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION public_change_table_notify();
