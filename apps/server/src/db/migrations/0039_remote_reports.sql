ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "remote_host" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_case_remote_host_idx" ON "reports" USING btree ("case_id","remote_host");--> statement-breakpoint
CREATE INDEX "reports_remote_host_created_idx" ON "reports" USING btree ("remote_host","created_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_one_reporter" CHECK (num_nonnulls("reports"."reporter_id", "reports"."remote_host") = 1);