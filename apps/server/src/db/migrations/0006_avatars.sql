CREATE TABLE "avatars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"parameters" jsonb,
	"glb_key" text NOT NULL,
	"vrm_key" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatars_member_idx" ON "avatars" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "avatars_one_default_idx" ON "avatars" USING btree ("member_id") WHERE "avatars"."is_default";