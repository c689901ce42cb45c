CREATE TABLE "remote_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" text NOT NULL,
	"remote_actor_id" uuid NOT NULL,
	"remote_post_id" uuid NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "remote_shares_activity_id_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
ALTER TABLE "remote_shares" ADD CONSTRAINT "remote_shares_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_shares" ADD CONSTRAINT "remote_shares_remote_post_id_remote_posts_id_fk" FOREIGN KEY ("remote_post_id") REFERENCES "public"."remote_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_shares_actor_published_idx" ON "remote_shares" USING btree ("remote_actor_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "remote_shares_post_actor_idx" ON "remote_shares" USING btree ("remote_post_id","remote_actor_id");