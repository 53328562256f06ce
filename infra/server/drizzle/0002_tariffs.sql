CREATE TABLE "rate_cards" (
	"provider" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"card" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"slug" text PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"object_id" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"capacity_kg" integer NOT NULL,
	"bodies" jsonb NOT NULL,
	CONSTRAINT "vehicles_uuid_unique" UNIQUE("uuid")
);
