CREATE TABLE "remote_note_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"remote_post_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_note_replies" ADD CONSTRAINT "remote_note_replies_remote_post_id_remote_posts_id_fk" FOREIGN KEY ("remote_post_id") REFERENCES "public"."remote_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_note_replies" ADD CONSTRAINT "remote_note_replies_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_note_replies_note_created_idx" ON "remote_note_replies" USING btree ("remote_post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "remote_note_replies_author_idx" ON "remote_note_replies" USING btree ("author_id");