DROP INDEX "user_profiles_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "search_first_name" text GENERATED ALWAYS AS (lower("first_name")) STORED;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "search_last_name" text GENERATED ALWAYS AS (lower("last_name")) STORED;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "search_email" text GENERATED ALWAYS AS (lower("email")) STORED;--> statement-breakpoint
CREATE INDEX "user_profiles_first_name_prefix_idx" ON "user_profiles" USING btree ("organisation_id",("search_first_name" COLLATE "C"));--> statement-breakpoint
CREATE INDEX "user_profiles_last_name_prefix_idx" ON "user_profiles" USING btree ("organisation_id",("search_last_name" COLLATE "C"));--> statement-breakpoint
CREATE INDEX "user_profiles_email_prefix_idx" ON "user_profiles" USING btree ("organisation_id",("search_email" COLLATE "C"));