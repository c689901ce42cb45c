ALTER TABLE "posts" ADD COLUMN "timeline_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_timeline_owner_id_members_id_fk" FOREIGN KEY ("timeline_owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_timeline_owner_created_idx" ON "posts" USING btree ("timeline_owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."deleted_at" is null and "posts"."timeline_owner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_one_pinned_per_author_idx" ON "posts" USING btree ("author_id") WHERE "posts"."pinned_at" is not null;