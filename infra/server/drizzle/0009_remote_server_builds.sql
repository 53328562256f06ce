ALTER TABLE "remote_versions" ADD COLUMN "server_url" text;--> statement-breakpoint
ALTER TABLE "remote_versions" ADD COLUMN "server_integrity" text;