CREATE TABLE "rate_card_history" (
	"provider" text NOT NULL,
	"version" integer NOT NULL,
	"card" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" uuid,
	"restored_from" integer,
	CONSTRAINT "rate_card_history_provider_version_pk" PRIMARY KEY("provider","version")
);
--> statement-breakpoint
ALTER TABLE "rate_card_history" ADD CONSTRAINT "rate_card_history_provider_rate_cards_provider_fk" FOREIGN KEY ("provider") REFERENCES "rate_cards"("provider") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_history" ADD CONSTRAINT "rate_card_history_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (keep at the end when regenerating): the staff console's rate-card module's feature flag.
INSERT INTO "feature_flags" ("key", "description", "enabled", "min_role", "rollout_percent")
VALUES ('staff-rate-cards', 'Rate cards of the staff console (/staff/rate-cards/): edit, preview, versions, restore', true, 'MODERATOR', 100)
ON CONFLICT ("key") DO NOTHING;
