-- Full-text search of posts in any language: the 'simple' parser splits words on spaces and
-- punctuation without a language's stemming or stop words, and unaccent (migration 0003) drops
-- accents first, so "cafe" finds "café". The posts' generated search column uses it.
CREATE TEXT SEARCH CONFIGURATION public.post_search (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.post_search
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH public.unaccent, pg_catalog.simple;
