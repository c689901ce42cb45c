CREATE TABLE "avatar_builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"output_format" text NOT NULL,
	"error_code" text,
	"avatar_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avatars" ALTER COLUMN "vrm_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "avatar_builds" ADD CONSTRAINT "avatar_builds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_builds" ADD CONSTRAINT "avatar_builds_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_builds_member_idx" ON "avatar_builds" USING btree ("member_id","created_at" DESC NULLS LAST);