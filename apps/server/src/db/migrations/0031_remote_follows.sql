CREATE TABLE "remote_actors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uri" text NOT NULL,
	"inbox" text NOT NULL,
	"shared_inbox" text,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"icon_url" text,
	"host" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_actors_uri_unique" UNIQUE("uri")
);
--> statement-breakpoint
CREATE TABLE "remote_followers" (
	"member_id" uuid NOT NULL,
	"remote_actor_id" uuid NOT NULL,
	"follow_activity_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_followers_member_id_remote_actor_id_pk" PRIMARY KEY("member_id","remote_actor_id")
);
--> statement-breakpoint
ALTER TABLE "remote_followers" ADD CONSTRAINT "remote_followers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_followers" ADD CONSTRAINT "remote_followers_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_followers_actor_idx" ON "remote_followers" USING btree ("remote_actor_id");