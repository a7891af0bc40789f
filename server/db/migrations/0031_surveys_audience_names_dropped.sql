ALTER TABLE "surveys" DROP COLUMN "audience_departments";--> statement-breakpoint
ALTER TABLE "surveys" DROP COLUMN "audience_sites";