CREATE TABLE "directions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "directions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_city_id" integer NOT NULL,
	"to_city_id" integer NOT NULL,
	"popularity" integer NOT NULL,
	CONSTRAINT "directions_pair_unique" UNIQUE("from_city_id","to_city_id")
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"en" jsonb,
	CONSTRAINT "faq_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faq_votes" (
	"faq_id" integer NOT NULL,
	"visitor" uuid NOT NULL,
	"vote" varchar(7) NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_votes_faq_id_visitor_pk" PRIMARY KEY("faq_id","visitor"),
	CONSTRAINT "faq_votes_vote_check" CHECK ("faq_votes"."vote" in ('like', 'dislike'))
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	"en" jsonb,
	CONSTRAINT "faqs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "catalogue" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "en" jsonb;--> statement-breakpoint
ALTER TABLE "directions" ADD CONSTRAINT "directions_from_city_id_cities_id_fk" FOREIGN KEY ("from_city_id") REFERENCES "cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directions" ADD CONSTRAINT "directions_to_city_id_cities_id_fk" FOREIGN KEY ("to_city_id") REFERENCES "cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_votes" ADD CONSTRAINT "faq_votes_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "faq_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directions_popularity_idx" ON "directions" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "faqs_category_id_idx" ON "faqs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "content_pages_catalogue_idx" ON "content_pages" USING btree ("catalogue");