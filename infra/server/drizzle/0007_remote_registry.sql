CREATE TABLE "remote_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"from_version" text,
	"to_version" text,
	"canary_percent" integer,
	"by_user" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_versions" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"entry_url" text,
	"manifest_integrity" text,
	"entry_integrity" text,
	"kernel_range" text,
	"registered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_versions_remote_version_pk" PRIMARY KEY("remote","version")
);
--> statement-breakpoint
CREATE TABLE "remotes" (
	"name" text PRIMARY KEY NOT NULL,
	"active" text NOT NULL,
	"canary" text,
	"canary_percent" integer,
	"previous" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_audit_remote_idx" ON "remote_audit" USING btree ("remote","id");--> statement-breakpoint
INSERT INTO "feature_flags" ("key", "description", "enabled", "min_role", "rollout_percent")
VALUES ('staff-remote-registry', 'Staff page of the remote registry: versions, canaries and rollbacks of the site''s parts', true, 'ADMIN', 100)
ON CONFLICT ("key") DO NOTHING;
