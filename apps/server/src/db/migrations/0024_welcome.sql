CREATE TABLE "closed_welcomes" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"closing" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closed_welcomes" ADD CONSTRAINT "closed_welcomes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;