-- People and friends search ignores case and accents and matches anywhere in a name.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
-- unaccent() is only STABLE because its dictionary could change; naming the dictionary makes the
-- result fixed, so an index may use this function.
CREATE OR REPLACE FUNCTION public.member_search_text(fullname text, nickname text, username text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, fullname || ' ' || nickname || ' ' || username)) $$;--> statement-breakpoint
CREATE INDEX members_search_trgm_idx ON members USING gin (public.member_search_text(fullname, nickname, username) public.gin_trgm_ops);
