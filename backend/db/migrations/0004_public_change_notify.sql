-- Every committed change to a table that public pages show (catalogue, stock, content,
-- reviews, branches, delivery areas) sends NOTIFY bazaar_public_change with the table's name.
-- The page cache and the API read cache of every process listen and drop what they hold
-- (backend/db/changes.ts). NOTIFY is sent at commit and repeated names in one transaction
-- arrive once; statement-level triggers cost one call per statement, not per row.
CREATE OR REPLACE FUNCTION public_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bazaar_public_change', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brands_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER categories_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER colors_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colors FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER size_tables_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON size_tables FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER products_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER product_translations_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER product_variants_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER product_images_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER product_categories_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER params_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON params FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER param_values_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON param_values FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER product_param_values_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_param_values FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER badges_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON badges FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER product_badges_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_badges FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER product_gifts_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_gifts FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER product_sets_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_sets FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER product_set_items_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_set_items FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER collections_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collections FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER product_collections_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_collections FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER product_groups_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_groups FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER product_group_items_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_group_items FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER routes_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON routes FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER home_sections_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_sections FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER menu_items_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER pages_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER article_categories_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_categories FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER articles_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER article_category_links_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_category_links FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER article_blocks_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_blocks FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER reviews_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER delivery_areas_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_areas FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
--> statement-breakpoint
CREATE TRIGGER branches_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branches FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
