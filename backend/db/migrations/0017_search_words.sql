CREATE TABLE "search_word_deletes" (
	"del" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_word_deletes_del_word_pk" PRIMARY KEY("del","word")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_prefix" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- search_words and search_word_deletes follow the words of product_translations.search_text,
-- by statement-level triggers, so every writer (seed, admin, bench generator) keeps them.
-- Words made of digits only (SKUs, ids) are left out: they are not matched by form or typo.
CREATE OR REPLACE FUNCTION search_words_add(words text[]) RETURNS void LANGUAGE sql AS $$
  WITH fresh AS (
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM unnest(words) w WHERE w ~ '[^0-9]' AND length(w) BETWEEN 2 AND 40
    ON CONFLICT DO NOTHING
    RETURNING word
  ), one AS (
    SELECT f.word, overlay(f.word PLACING '' FROM i FOR 1) AS del
    FROM fresh f, generate_series(1, length(f.word)) i
    WHERE length(f.word) BETWEEN 4 AND 24
  )
  INSERT INTO search_word_deletes (del, word)
  SELECT word, word FROM fresh
  UNION SELECT del, word FROM one
  UNION SELECT overlay(o.del PLACING '' FROM i FOR 1), o.word
    FROM one o, generate_series(1, length(o.del)) i
    WHERE length(o.word) >= 7
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(array(SELECT DISTINCT string_to_table(search_text, ' ') FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_translations_words_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_new_rows();
--> statement-breakpoint
CREATE TRIGGER product_translations_words_update AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_new_rows();
--> statement-breakpoint
SELECT search_words_add(array(SELECT DISTINCT string_to_table(search_text, ' ') FROM product_translations));
