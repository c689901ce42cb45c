CREATE TABLE "home_timeline_horizons" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"reaches_back_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_timelines" (
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"post_id" uuid NOT NULL,
	CONSTRAINT "home_timelines_member_id_created_at_post_id_pk" PRIMARY KEY("member_id","created_at","post_id")
);
--> statement-breakpoint
CREATE TABLE "feed_wide_authors" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_timeline_horizons" ADD CONSTRAINT "home_timeline_horizons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_timelines" ADD CONSTRAINT "home_timelines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_wide_authors" ADD CONSTRAINT "feed_wide_authors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;