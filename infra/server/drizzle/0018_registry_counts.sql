-- The failure reports and documents served per remote version (issue 37, item 11), counted in the
-- database so that every server process adds to and reads the same figures; they go with the
-- version's row when it is deleted.
ALTER TABLE "remote_versions" ADD COLUMN "failures" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_versions" ADD COLUMN "views" bigint DEFAULT 0 NOT NULL;
