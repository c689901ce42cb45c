CREATE TABLE "federation_instance_key_pairs" (
	"algorithm" text PRIMARY KEY NOT NULL,
	"public_key" jsonb NOT NULL,
	"private_key" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
