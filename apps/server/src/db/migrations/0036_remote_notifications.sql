ALTER TABLE "notifications" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "remote_actor_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_remote_actor_idx" ON "notifications" USING btree ("remote_actor_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_one_actor" CHECK (num_nonnulls("notifications"."actor_id", "notifications"."remote_actor_id") = 1);