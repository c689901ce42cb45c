CREATE TABLE "remote_blocks" (
	"member_id" uuid NOT NULL,
	"remote_actor_id" uuid NOT NULL,
	"block_activity_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_blocks_member_id_remote_actor_id_pk" PRIMARY KEY("member_id","remote_actor_id")
);
--> statement-breakpoint
ALTER TABLE "remote_blocks" ADD CONSTRAINT "remote_blocks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_blocks" ADD CONSTRAINT "remote_blocks_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_blocks_actor_idx" ON "remote_blocks" USING btree ("remote_actor_id");