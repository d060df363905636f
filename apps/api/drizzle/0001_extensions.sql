-- Extensions for search: trigram typeahead and GIN indexes over scalar columns.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
