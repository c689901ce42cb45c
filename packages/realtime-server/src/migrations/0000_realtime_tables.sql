-- The realtime service's tables. Until they had a history of their own, the product's migrations
-- 0001_realtime_core and 0004_presence_state_set_at made them in its database, in this same shape:
-- every statement here leaves such a table as it is, and adds what a database made before 0004 lacks.
CREATE TABLE IF NOT EXISTS "realtime_channel_groups" (
	"group_name" text NOT NULL,
	"channel" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtime_channel_groups_group_name_channel_pk" PRIMARY KEY("group_name","channel")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "realtime_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"upload_token_hash" text NOT NULL,
	"upload_expires_at" timestamp with time zone NOT NULL,
	"content_type" text,
	"size" bigint,
	"uploader_uuid" text NOT NULL,
	"uploader_member_id" uuid,
	"uploaded_at" timestamp with time zone,
	"published_timetoken" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "realtime_message_actions" (
	"channel" text NOT NULL,
	"action_timetoken" bigint NOT NULL,
	"message_timetoken" bigint NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"uuid" text NOT NULL,
	CONSTRAINT "realtime_message_actions_channel_action_timetoken_pk" PRIMARY KEY("channel","action_timetoken"),
	CONSTRAINT "realtime_message_actions_once" UNIQUE("channel","message_timetoken","type","value","uuid")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "realtime_messages" (
	"channel" text NOT NULL,
	"timetoken" bigint NOT NULL,
	"publisher_uuid" text NOT NULL,
	"message" text NOT NULL,
	"meta" text,
	"message_type" smallint DEFAULT 0 NOT NULL,
	"custom_message_type" text,
	"expires_at" timestamp with time zone,
	CONSTRAINT "realtime_messages_channel_timetoken_pk" PRIMARY KEY("channel","timetoken")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "realtime_channel_metadata" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"description" text,
	"status" text,
	"type" text,
	"custom" jsonb,
	"updated" timestamp (3) with time zone NOT NULL,
	"etag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "realtime_memberships" (
	"uuid_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"status" text,
	"type" text,
	"custom" jsonb,
	"updated" timestamp (3) with time zone NOT NULL,
	"etag" text NOT NULL,
	CONSTRAINT "realtime_memberships_uuid_id_channel_id_pk" PRIMARY KEY("uuid_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "realtime_uuid_metadata" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"external_id" text,
	"profile_url" text,
	"email" text,
	"status" text,
	"type" text,
	"custom" jsonb,
	"updated" timestamp (3) with time zone NOT NULL,
	"etag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "realtime_presence" (
	"channel" text NOT NULL,
	"uuid" text NOT NULL,
	"state" text,
	"expires_at" timestamp with time zone,
	"state_set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtime_presence_channel_uuid_pk" PRIMARY KEY("channel","uuid")
);
--> statement-breakpoint
ALTER TABLE "realtime_presence" ADD COLUMN IF NOT EXISTS "state_set_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "realtime_push_registrations" (
	"gateway" text NOT NULL,
	"device" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"environment" text DEFAULT 'development' NOT NULL,
	"channel" text NOT NULL,
	"member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtime_push_registrations_gateway_device_topic_environment_channel_pk" PRIMARY KEY("gateway","device","topic","environment","channel")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "realtime_files_channel_listing_idx" ON "realtime_files" USING btree ("channel","uploaded_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "realtime_message_actions_message_idx" ON "realtime_message_actions" USING btree ("channel","message_timetoken");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "realtime_messages_expiry_idx" ON "realtime_messages" USING btree ("expires_at") WHERE "realtime_messages"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "realtime_memberships_channel_idx" ON "realtime_memberships" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "realtime_presence_uuid_idx" ON "realtime_presence" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "realtime_presence_expiry_idx" ON "realtime_presence" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "realtime_push_registrations_channel_idx" ON "realtime_push_registrations" USING btree ("channel");