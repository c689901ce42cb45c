CREATE TABLE "realtime_presence_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"uuid" text NOT NULL,
	"action" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "realtime_presence_changes_channel_idx" ON "realtime_presence_changes" USING btree ("channel","changed_at");