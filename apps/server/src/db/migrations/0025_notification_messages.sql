ALTER TABLE "notifications" ADD COLUMN "message_channel" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_timetoken" bigint;