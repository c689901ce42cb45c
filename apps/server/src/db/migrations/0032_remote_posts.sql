CREATE TABLE "remote_following" (
	"member_id" uuid NOT NULL,
	"remote_actor_id" uuid NOT NULL,
	"follow_activity_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_following_member_id_remote_actor_id_pk" PRIMARY KEY("member_id","remote_actor_id"),
	CONSTRAINT "remote_following_follow_activity_id_unique" UNIQUE("follow_activity_id")
);
--> statement-breakpoint
CREATE TABLE "remote_post_likes" (
	"remote_post_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"activity_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_post_likes_remote_post_id_member_id_pk" PRIMARY KEY("remote_post_id","member_id"),
	CONSTRAINT "remote_post_likes_activity_id_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "remote_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uri" text NOT NULL,
	"remote_actor_id" uuid NOT NULL,
	"url" text,
	"content_html" text NOT NULL,
	"summary" text,
	"sensitive" boolean DEFAULT false NOT NULL,
	"audience" text NOT NULL,
	"in_reply_to_uri" text,
	"in_reply_to_post_id" uuid,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_posts_uri_unique" UNIQUE("uri")
);
--> statement-breakpoint
CREATE TABLE "remote_reactions" (
	"post_id" uuid NOT NULL,
	"remote_actor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"activity_id" text NOT NULL,
	"emoji" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_reactions_post_id_remote_actor_id_kind_pk" PRIMARY KEY("post_id","remote_actor_id","kind"),
	CONSTRAINT "remote_reactions_activity_id_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
ALTER TABLE "remote_following" ADD CONSTRAINT "remote_following_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_following" ADD CONSTRAINT "remote_following_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_post_likes" ADD CONSTRAINT "remote_post_likes_remote_post_id_remote_posts_id_fk" FOREIGN KEY ("remote_post_id") REFERENCES "public"."remote_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_post_likes" ADD CONSTRAINT "remote_post_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_posts" ADD CONSTRAINT "remote_posts_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_posts" ADD CONSTRAINT "remote_posts_in_reply_to_post_id_posts_id_fk" FOREIGN KEY ("in_reply_to_post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_reactions" ADD CONSTRAINT "remote_reactions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_reactions" ADD CONSTRAINT "remote_reactions_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_following_actor_idx" ON "remote_following" USING btree ("remote_actor_id");--> statement-breakpoint
CREATE INDEX "remote_post_likes_member_idx" ON "remote_post_likes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "remote_posts_actor_published_idx" ON "remote_posts" USING btree ("remote_actor_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "remote_posts_reply_to_post_idx" ON "remote_posts" USING btree ("in_reply_to_post_id");