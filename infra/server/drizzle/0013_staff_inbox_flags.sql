ALTER TABLE "feedback_requests" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD COLUMN "taken_by" uuid;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_requests_state_idx" ON "feedback_requests" USING btree ("state","created_at");--> statement-breakpoint
-- Hand-written (keep at the end when regenerating): the flags of the inbox and flags modules.
INSERT INTO "feature_flags" ("key", "description", "enabled", "min_role", "rollout_percent")
VALUES ('staff-inbox', 'Inbox of the staff console (/staff/inbox/): feedback messages and callback requests', true, 'EMPLOYEE', 100),
  ('staff-flags', 'Feature flags of the staff console (/staff/flags/): rules, edit, what a user sees', true, 'ADMIN', 100)
ON CONFLICT ("key") DO NOTHING;
