ALTER TABLE "orders" ADD COLUMN "quote_id" text;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_unique" UNIQUE("quote_id");