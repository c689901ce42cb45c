CREATE TABLE "federation_key_pairs" (
	"member_id" uuid NOT NULL,
	"algorithm" text NOT NULL,
	"public_key" jsonb NOT NULL,
	"private_key" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_key_pairs_member_id_algorithm_pk" PRIMARY KEY("member_id","algorithm")
);
--> statement-breakpoint
CREATE TABLE "federation_kv" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "federation_key_pairs" ADD CONSTRAINT "federation_key_pairs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "federation_kv_expires_at_idx" ON "federation_kv" USING btree ("expires_at");