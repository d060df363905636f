-- A job's keyword signature: 2048 bits, three set by each distinct word (lexeme) of its search
-- vector, taken from the word's hash. Every word of a job sets its bits, so a job whose signature
-- lacks a bit of a word does not hold that word.
CREATE FUNCTION "search_signature"(vector tsvector) RETURNS bit(2048)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or((B'1'::bit(2048) >> (h & 2047)::int) | (B'1'::bit(2048) >> (h >> 11 & 2047)::int)
      | (B'1'::bit(2048) >> (h >> 22 & 2047)::int)), B'0'::bit(2048))
  FROM (SELECT hashtextextended(word, 0) AS h FROM unnest(tsvector_to_array(vector)) AS word) AS words
$$;--> statement-breakpoint
-- The bits that any job matching `query` has: those of the words it requires. Negated parts are left
-- out (querytree drops them), and so are prefixes and weighted words (written 'word':...); a query
-- with OR requires no one word, so its signature is empty and every job passes. A job with
-- (signature & this) = this may match; any other cannot.
CREATE FUNCTION "keyword_signature"(query tsquery) RETURNS bit(2048)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN tree LIKE '%|%' THEN B'0'::bit(2048) ELSE coalesce((
    SELECT bit_or((B'1'::bit(2048) >> (h & 2047)::int) | (B'1'::bit(2048) >> (h >> 11 & 2047)::int)
      | (B'1'::bit(2048) >> (h >> 22 & 2047)::int))
    FROM (
      -- Words as querytree prints them: quoted, with quotes and backslashes doubled.
      SELECT hashtextextended(regexp_replace(m[1], '([''\\])\1', '\1', 'g'), 0) AS h
      FROM regexp_matches(tree, '''((?:[^'']|'''')*)''(:?)', 'g') AS m
      WHERE m[2] = ''
    ) AS words), B'0'::bit(2048)) END
  FROM (SELECT querytree(query) AS tree) AS q
$$;--> statement-breakpoint
ALTER TABLE "job_search" ADD COLUMN "signature" bit(2048) GENERATED ALWAYS AS (search_signature(search_vector)) STORED NOT NULL;--> statement-breakpoint
-- The newest jobs of an emirate, and of an emirate's functional area, with what a look at keywords
-- needs: read from the index alone, without the rows' pages.
DROP INDEX "job_search_emirate_idx";--> statement-breakpoint
DROP INDEX "job_search_emirate_area_idx";--> statement-breakpoint
CREATE INDEX "job_search_emirate_idx" ON "job_search" USING btree ("emirate_id","published_at" DESC NULLS LAST,"job_id" DESC NULLS LAST) INCLUDE ("valid_through","functional_area_id","signature");--> statement-breakpoint
CREATE INDEX "job_search_emirate_area_idx" ON "job_search" USING btree ("emirate_id","functional_area_id","published_at" DESC NULLS LAST,"job_id" DESC NULLS LAST) INCLUDE ("valid_through","signature");--> statement-breakpoint
-- A page is read from the index alone once VACUUM marks it all-visible: new jobs are vacuumed after
-- a thousand of them, not after a fifth of the table.
ALTER TABLE "job_search" SET (autovacuum_vacuum_insert_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_scale_factor = 0.02);
