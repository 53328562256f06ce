CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"min_role" text,
	"rollout_percent" integer DEFAULT 100 NOT NULL,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "feature_flags" ("key", "description", "enabled", "min_role", "rollout_percent")
VALUES ('staff-tariff-analytics', 'Tariff analytics for staff: offers per provider, min/median/max totals', true, 'MANAGER', 100)
ON CONFLICT ("key") DO NOTHING;
