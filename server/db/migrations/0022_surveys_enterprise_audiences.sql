ALTER TABLE "surveys" ADD COLUMN "audience_global_group_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "audience_departments" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "audience_sites" text[] DEFAULT '{}' NOT NULL;