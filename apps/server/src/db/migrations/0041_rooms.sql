CREATE TABLE "room_admissions" (
	"room_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_admissions_room_id_member_id_pk" PRIMARY KEY("room_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "room_invitations" (
	"room_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_invitations_room_id_member_id_pk" PRIMARY KEY("room_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "room_removals" (
	"room_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_removals_room_id_member_id_pk" PRIMARY KEY("room_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"scene" text NOT NULL,
	"access" text NOT NULL,
	"host_id" uuid,
	"group_id" uuid,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_admissions" ADD CONSTRAINT "room_admissions_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_admissions" ADD CONSTRAINT "room_admissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_invitations" ADD CONSTRAINT "room_invitations_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_invitations" ADD CONSTRAINT "room_invitations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_removals" ADD CONSTRAINT "room_removals_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_removals" ADD CONSTRAINT "room_removals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_host_id_members_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_admissions_member_idx" ON "room_admissions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "room_invitations_member_idx" ON "room_invitations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "room_removals_member_idx" ON "room_removals" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_home_idx" ON "rooms" USING btree ("host_id") WHERE "rooms"."kind" = 'home';--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_group_idx" ON "rooms" USING btree ("group_id") WHERE "rooms"."kind" = 'group';--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_event_idx" ON "rooms" USING btree ("event_id") WHERE "rooms"."kind" = 'event';--> statement-breakpoint
CREATE INDEX "rooms_host_idx" ON "rooms" USING btree ("host_id");