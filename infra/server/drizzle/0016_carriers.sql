CREATE TABLE "carrier_cities" (
	"carrier" text NOT NULL,
	"city_code" varchar(13) NOT NULL,
	"carrier_city_id" text,
	"name" text DEFAULT '' NOT NULL,
	"extra" jsonb,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_cities_carrier_city_code_pk" PRIMARY KEY("carrier","city_code")
);
--> statement-breakpoint
CREATE TABLE "carrier_point_syncs" (
	"carrier" text NOT NULL,
	"city_code" varchar(13) NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	"points" integer NOT NULL,
	"error" text,
	CONSTRAINT "carrier_point_syncs_carrier_city_code_pk" PRIMARY KEY("carrier","city_code")
);
--> statement-breakpoint
-- Hand-written (keep at the end when regenerating): the staff console's carriers module's feature flag.
INSERT INTO "feature_flags" ("key", "description", "enabled", "min_role", "rollout_percent")
VALUES ('staff-carriers', 'Carriers of the staff console (/staff/carriers/): each carrier API''s state, faults and points sync', true, 'MODERATOR', 100)
ON CONFLICT ("key") DO NOTHING;
