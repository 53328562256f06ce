CREATE TABLE "saved_contacts" (
	"user_id" uuid NOT NULL,
	"signature" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"city_code" text NOT NULL,
	"city_fias" text NOT NULL,
	"city_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_contacts_user_id_signature_pk" PRIMARY KEY("user_id","signature")
);
--> statement-breakpoint
ALTER TABLE "saved_contacts" ADD CONSTRAINT "saved_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;