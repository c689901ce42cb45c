-- A registration belongs to the member who made it. Existing rows go to the member they recorded
-- (their realtime uuid, `realtimeUuidOf`); rows made in protocol-open mode recorded nobody and are
-- dropped: nobody could list or remove them, and an app registers its device again when it starts.
ALTER TABLE "realtime_push_registrations" ADD COLUMN "owner_uuid" text;--> statement-breakpoint
UPDATE "realtime_push_registrations" SET "owner_uuid" = "member_id"::text || '-rt';--> statement-breakpoint
DELETE FROM "realtime_push_registrations" WHERE "owner_uuid" IS NULL;--> statement-breakpoint
ALTER TABLE "realtime_push_registrations" ALTER COLUMN "owner_uuid" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "realtime_push_registrations" DROP CONSTRAINT "realtime_push_registrations_gateway_device_topic_environment_channel_pk";--> statement-breakpoint
ALTER TABLE "realtime_push_registrations" ADD CONSTRAINT "realtime_push_registrations_owner_uuid_gateway_device_topic_environment_channel_pk" PRIMARY KEY("owner_uuid","gateway","device","topic","environment","channel");--> statement-breakpoint
ALTER TABLE "realtime_push_registrations" DROP COLUMN "member_id";
